// Who is calling: the user behind the request's bearer token. Verified, in this order, with
// - the JWT secret (HS256), what the embedded server signs with;
// - the project's JSON Web Key Set (SUPABASE_JWKS on hosted projects, whose asymmetric signing keys
//   sign user tokens), offline;
// - the auth service itself (GET /auth/v1/user) when neither applies: no JWKS, or a token the JWKS
//   has no key for (a legacy HS256 token, or a key added after this worker started).
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { FunctionEnv } from './env.ts';

export type Caller = { id: string; email: string | null; role: string };

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function callerFrom(payload: JWTPayload): Caller | null {
  if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
  return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, role: payload.role };
}

/**
 * Tokens this worker verified, with their expiry: a client polling with the same token is not verified again
 * (an HMAC per request was a visible share of the server's time). Only verified tokens are kept, each until it
 * expires; at the size limit the whole map is dropped.
 */
const verifiedTokens = new Map<string, { secret: string; caller: Caller | null; expiresAt: number }>();
const VERIFIED_TOKENS_LIMIT = 10_000;

async function verifyWithSecret(token: string, secret: string): Promise<Caller | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret && Date.now() < known.expiresAt) return known.caller;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    const caller = callerFrom(payload);
    if (typeof payload.exp === 'number') {
      if (verifiedTokens.size >= VERIFIED_TOKENS_LIMIT) verifiedTokens.clear();
      verifiedTokens.set(token, { secret, caller, expiresAt: payload.exp * 1000 });
    }
    return caller;
  } catch {
    return null;
  }
}

type KeySet = ReturnType<typeof createLocalJWKSet>;
const keySets = new Map<string, KeySet | null>();

/** SUPABASE_JWKS holds `{"keys":[...]}` (or a bare array); null when it is not a key set. */
function keySetOf(jwks: string): KeySet | null {
  if (!keySets.has(jwks)) {
    let keySet: KeySet | null = null;
    try {
      const parsed = JSON.parse(jwks) as unknown;
      const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown } | null)?.keys;
      if (Array.isArray(keys)) keySet = createLocalJWKSet({ keys } as JSONWebKeySet);
    } catch {
      keySet = null;
    }
    keySets.set(jwks, keySet);
  }
  return keySets.get(jwks) ?? null;
}

const NO_KEY = Symbol('no key in the JWKS for this token');

async function verifyWithJwks(token: string, keySet: KeySet, issuer: string): Promise<Caller | null | typeof NO_KEY> {
  try {
    const { payload } = await jwtVerify(token, keySet, { issuer });
    return callerFrom(payload);
  } catch (error) {
    // Unknown kid/alg (or a symmetric alg, which a key set never holds): someone else must judge it.
    if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JOSENotSupported) return NO_KEY;
    return null;
  }
}

async function verifyWithAuthService(token: string, env: FunctionEnv): Promise<Caller | null> {
  const response = await (env.fetch ?? fetch)(`${env.SUPABASE_URL}/auth/v1/user`, {
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
  if (env.SUPABASE_JWT_SECRET) return verifyWithSecret(token, env.SUPABASE_JWT_SECRET);
  const keySet = env.SUPABASE_JWKS ? keySetOf(env.SUPABASE_JWKS) : null;
  if (keySet) {
    const verified = await verifyWithJwks(token, keySet, `${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1`);
    if (verified !== NO_KEY) return verified;
  }
  return verifyWithAuthService(token, env);
}
