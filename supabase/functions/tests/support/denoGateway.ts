// Hosted Supabase's functions gateway, played under `deno serve` for tests: routes
// /functions/v1/<name> to that function's default export `fetch` (as the edge runtime does), after
// the platform's JWT check when the function's config.toml entry leaves `verify_jwt` on.
//
// Environment: the function variables hosted Supabase provides (SUPABASE_URL,
// SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS, SUPABASE_JWKS, ...) plus what only the platform
// knows: GATEWAY_FUNCTIONS (JSON { name: { verifyJwt } } read from config.toml) and
// GATEWAY_JWT_SECRET (the legacy HS256 secret the platform still accepts tokens of).
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

type Deno = { env: { get(name: string): string | undefined } };
const denoEnv = (globalThis as unknown as { Deno: Deno }).Deno.env;

type Settings = Record<string, { verifyJwt: boolean }>;
type EdgeFunction = { fetch(request: Request): Promise<Response> };

const functions = JSON.parse(denoEnv.get('GATEWAY_FUNCTIONS') ?? '{}') as Settings;
const legacySecret = new TextEncoder().encode(denoEnv.get('GATEWAY_JWT_SECRET') ?? '');
const jwks = JSON.parse(denoEnv.get('SUPABASE_JWKS') ?? '{"keys":[]}') as JSONWebKeySet;
const keySet = createLocalJWKSet(jwks);
const loaded = new Map<string, Promise<EdgeFunction>>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The platform's check: a bearer JWT signed by one of the project's keys, current or legacy. */
async function carriesValidJwt(request: Request): Promise<boolean> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return false;
  for (const key of [keySet, legacySecret] as const) {
    try {
      await jwtVerify(token, key as Parameters<typeof jwtVerify>[1]);
      return true;
    } catch {
      // try the next key
    }
  }
  return false;
}

function load(name: string): Promise<EdgeFunction> {
  let module = loaded.get(name);
  if (!module) {
    module = import(new URL(`../../${name}/index.ts`, import.meta.url).href).then((m: { default: EdgeFunction }) => m.default);
    loaded.set(name, module);
  }
  return module;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const name = /^\/functions\/v1\/([a-z0-9][a-z0-9_-]*)/.exec(new URL(request.url).pathname)?.[1];
    const settings = name ? functions[name] : undefined;
    if (!name || !settings) return answer(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (settings.verifyJwt && request.method !== 'OPTIONS' && !(await carriesValidJwt(request))) {
      return answer(401, { code: 401, message: 'Invalid JWT' });
    }
    return (await load(name)).fetch(request);
  },
};
