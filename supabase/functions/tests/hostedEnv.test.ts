// What a function makes of hosted Supabase's environment: the JSON key variables before the single
// and legacy names, SMTP on 465 (587 and 25 are blocked there), and callers verified with the
// project's JWKS (no JWT secret), with the auth service as the judge of tokens the JWKS cannot check.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCaller } from '../_shared/auth.ts';
import { envFromVariables, type FunctionEnv } from '../_shared/env.ts';

const variables = (values: Record<string, string>) => (name: string) => values[name];

describe('envFromVariables', () => {
  it('reads the JSON key variables first', () => {
    const env = envFromVariables(
      variables({
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_new","mobile":"sb_publishable_other"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_new"}',
        SUPABASE_ANON_KEY: 'legacy-anon',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
        SUPABASE_JWKS: '{"keys":[]}',
      }),
    );
    expect(env).toMatchObject({
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new',
      SUPABASE_SECRET_KEY: 'sb_secret_new',
      SUPABASE_JWT_SECRET: '',
      SUPABASE_JWKS: '{"keys":[]}',
    });
  });

  it('falls back to the legacy keys when the JSON variables are missing or have no default', () => {
    const env = envFromVariables(
      variables({
        SUPABASE_PUBLISHABLE_KEYS: '{"web":"x"}',
        SUPABASE_SECRET_KEYS: 'not json',
        SUPABASE_ANON_KEY: 'legacy-anon',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
      }),
    );
    expect(env).toMatchObject({ SUPABASE_PUBLISHABLE_KEY: 'legacy-anon', SUPABASE_SECRET_KEY: 'legacy-service' });
  });

  it('sends mail on port 465 unless SMTP_PORT says otherwise', () => {
    expect(envFromVariables(variables({ SMTP_HOST: 'smtp.example.com' })).SMTP_PORT).toBe('465');
    expect(envFromVariables(variables({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '2465' })).SMTP_PORT).toBe('2465');
    expect(envFromVariables(variables({})).SMTP_PORT).toBeUndefined();
  });
});

describe('getCaller without a JWT secret', () => {
  const url = 'https://ref.supabase.co';
  afterEach(() => vi.unstubAllGlobals());

  async function signingKey(kid: string) {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
  }

  function token(privateKey: CryptoKey, kid: string, claims: Record<string, unknown> = {}, expiresIn = '1h', issuer = `${url}/auth/v1`) {
    return new SignJWT({ role: 'authenticated', email: 'ana@example.com', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject('5f0c5a4e-0000-4000-8000-000000000001')
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  }

  const request = (bearer: string) =>
    new Request(`${url}/functions/v1/check-subscription`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
  const envWith = (jwks: object): FunctionEnv => ({
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    SUPABASE_SECRET_KEY: 'sb_secret_x',
    SUPABASE_JWT_SECRET: '',
    SUPABASE_JWKS: JSON.stringify(jwks),
    SITE_URL: url,
  });

  it('verifies a token signed by a key of the JWKS, offline', async () => {
    const key = await signingKey('key-1');
    const authService = vi.fn();
    vi.stubGlobal('fetch', authService);
    const caller = await getCaller(request(await token(key.privateKey, key.kid)), envWith({ keys: [key.jwk] }));
    expect(caller).toEqual({ id: '5f0c5a4e-0000-4000-8000-000000000001', email: 'ana@example.com', role: 'authenticated' });
    expect(authService).not.toHaveBeenCalled();
  });

  it('refuses a forged, expired, foreign or non-user token', async () => {
    const key = await signingKey('key-1');
    const forger = await signingKey('key-1');
    vi.stubGlobal('fetch', vi.fn());
    const env = envWith({ keys: [key.jwk] });
    expect(await getCaller(request(await token(forger.privateKey, 'key-1')), env)).toBeNull();
    expect(await getCaller(request(await token(key.privateKey, key.kid, {}, '-1m')), env)).toBeNull();
    expect(await getCaller(request(await token(key.privateKey, key.kid, {}, '1h', 'https://other.supabase.co/auth/v1')), env)).toBeNull();
    expect(await getCaller(request(await token(key.privateKey, key.kid, { role: 'anon' })), env)).toBeNull();
  });

  it('asks the auth service about a token the JWKS has no key for', async () => {
    const key = await signingKey('key-1');
    const other = await signingKey('key-2');
    const authService = vi.fn(async () => Response.json({ id: 'from-auth-service', email: 'b@example.com' }));
    vi.stubGlobal('fetch', authService);
    const caller = await getCaller(request(await token(other.privateKey, other.kid)), envWith({ keys: [key.jwk] }));
    expect(caller).toEqual({ id: 'from-auth-service', email: 'b@example.com', role: 'authenticated' });
    expect(authService).toHaveBeenCalledWith(`${url}/auth/v1/user`, expect.anything());
  });
});
