// A member's access token, checked the way the auth service checks it (HS256, signed with the project's JWT secret,
// not expired), for the one caller that answers without the auth service: plain REST reads and upserts
// (plainTransaction.ts's callerOf).
// Deliberately narrower than the auth service: anything this does not recognise (another algorithm, extra header
// fields, a `nbf`, a role other than `authenticated`) is not refused here but left to the auth service, which gives
// the refusal (or the answer) it always gave. So this can only ever say "this token is good", never invent a refusal.
// Also the one reader of a token's parts (decodeJsonSegment, UUID) that bans.ts reads a token's subject with.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token that is exactly good: its subject, its session (when it names one) and its claims as the JSON text lite sets. */
export type VerifiedMember = { userId: string; sessionId: string | null; claimsJson: string };

/** A user id as the auth service writes it (the `sub` of its tokens). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The header fields a token of this server carries; any other (crit, b64, jku...) goes to the auth service. */
const PLAIN_HEADER_FIELDS = new Set(['alg', 'typ', 'kid']);

/** One base64url part of a token, as the JSON object it holds; null when it is not one. */
export function decodeJsonSegment(segment: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The member a signed-in request's access token names, when the token is an HS256 token of this project, unexpired,
 * for the `authenticated` role; null for anything else (the caller then lets the auth service decide). Whether the
 * user and the session still exist is not known here: the caller checks that in the database.
 */
export function verifiedMember(token: string, jwtSecret: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifiedMember | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return null;

  const expected = createHmac('sha256', jwtSecret).update(`${headerPart}.${payloadPart}`).digest('base64url');
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return null;

  const header = decodeJsonSegment(headerPart);
  if (!header || header.alg !== 'HS256' || Object.keys(header).some((field) => !PLAIN_HEADER_FIELDS.has(field))) return null;
  const claims = decodeJsonSegment(payloadPart);
  if (!claims) return null;
  // The auth service (jose) takes a token as expired once `exp <= now`; one without `exp` is left to it.
  if (typeof claims.exp !== 'number' || !(claims.exp > nowSeconds)) return null;
  if (claims.nbf !== undefined || (claims.iat !== undefined && typeof claims.iat !== 'number')) return null;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return null;
  if (claims.session_id !== undefined && typeof claims.session_id !== 'string') return null;
  return {
    userId: claims.sub,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
    // What lite sets as request.jwt.claims: the verified payload, serialised again (same keys, same order).
    claimsJson: JSON.stringify(claims),
  };
}
