// Loaded on demand by backendClient(): the only module of the app that imports supabase-js's code (the rest imports its types).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { suspensionWatchingFetch } from '../session/suspension.ts';
import type { BackendConfig } from './client.ts';

export function createBackendClient(config: BackendConfig, storageKey: string): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce', storageKey },
    // Any answer saying the member's account is banned shows them why (issue 39.8), however it was asked.
    global: { fetch: suspensionWatchingFetch() },
  });
}
