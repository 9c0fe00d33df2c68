// Who is calling: the user behind the request's bearer token, verified with the JWT secret
// (HS256, what the embedded server signs with), or by asking the auth service when no secret
// is configured (hosted projects with asymmetric signing keys).
import { jwtVerify } from 'jose';
import type { FunctionEnv } from './env.ts';

export type Caller = { id: string; email: string | null; role: string };

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

async function verifyWithSecret(token: string, secret: string): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
    return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, role: payload.role };
  } catch {
    return null;
  }
}

async function verifyWithAuthService(token: string, env: FunctionEnv): Promise<Caller | null> {
  const response = await fetch(`${env.SUPABASE_URL}/auth/v1/user`, {
    headers: { apikey: env.SUPABASE_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
  });
  if (!response.ok) return null;
  const user = (await response.json()) as { id?: string; email?: string | null };
  return typeof user.id === 'string' ? { id: user.id, email: user.email ?? null, role: 'authenticated' } : null;
}

/** The signed-in user making the request, or null (no token, forged, expired, or not a user token). */
export async function getCaller(request: Request, env: FunctionEnv): Promise<Caller | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return env.SUPABASE_JWT_SECRET ? verifyWithSecret(token, env.SUPABASE_JWT_SECRET) : verifyWithAuthService(token, env);
}
