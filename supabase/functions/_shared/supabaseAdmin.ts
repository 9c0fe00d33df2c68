// supabase-js clients for functions: the service-role client (bypasses RLS; use for writes the
// user may not do, e.g. subscriptions) and a client acting as the caller (RLS applies).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from './env.ts';

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

/** In the embedded server, requests stay in its process (env.fetch); elsewhere supabase-js's own fetch. */
const inProcess = (env: FunctionEnv) => (env.fetch ? { fetch: env.fetch } : {});

export function supabaseAdmin(env: FunctionEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, { ...serverSide, global: inProcess(env) });
}

/** A client that carries the caller's own token, so the database's policies see that user. */
export function supabaseAsCaller(env: FunctionEnv, request: Request): SupabaseClient {
  const authorization = request.headers.get('authorization');
  return createClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    ...serverSide,
    global: { ...inProcess(env), headers: authorization ? { authorization } : {} },
  });
}
