import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** What the app reads from `GET /config.json` at start, so one build runs against any backend. */
export type BackendConfig = { supabaseUrl: string; supabaseAnonKey: string };

let client: SupabaseClient | null = null;

export async function loadBackendConfig(fetchImpl: typeof fetch = fetch): Promise<BackendConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as BackendConfig;
}

export function initSupabase(config: BackendConfig): SupabaseClient {
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
  });
  return client;
}

/** The one supabase-js client of the app (features talk to the backend only through it). */
export function supabase(): SupabaseClient {
  if (!client) throw new Error('supabase() called before initSupabase(config)');
  return client;
}

/** Tests and Storybook install their own client (pointing at MSW or a test server). */
export function setSupabaseClient(next: SupabaseClient) {
  client = next;
}
