// Comparing a presented secret without leaking its length-matching prefix through timing.
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(presented: string | null | undefined, secret: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function bearerToken(request: Request): string | null {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? null;
}

/** The service secret key, as the apikey header or as a Bearer token. */
export function presentsSecret(request: Request, secret: string): boolean {
  return sameSecret(request.headers.get('apikey'), secret) || sameSecret(bearerToken(request), secret);
}
