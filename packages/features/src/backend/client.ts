import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './authStorage.ts';

/** What the app reads from `GET /config.json` at start, so one build runs against any backend. */
export type BackendConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Where members reach the academy (the server's CONTACT_EMAIL), when the operator set one. */
  contactEmail?: string;
};

let config: BackendConfig | null = null;
let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;

/** The element in which the embedded server inlines the config into prerendered pages (a data block, not a script). */
export const INLINE_CONFIG_ID = 'academy-config';

export async function loadBackendConfig(fetchImpl: typeof fetch = fetch): Promise<BackendConfig> {
  // A page served by the embedded server carries the config, which saves a round trip before the first render.
  const inline = globalThis.document?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return JSON.parse(inline) as BackendConfig;
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as BackendConfig;
}

/** Where the backend is, once main.tsx has configured it (requests that start before supabase-js has arrived). */
export function backendConfig(): BackendConfig | null {
  return config;
}

/** Remembers where the backend is. Nothing is downloaded yet: see backendClient(). */
export function configureBackend(next: BackendConfig) {
  config = next;
}

/**
 * The one supabase-js client of the app, downloaded on first use. supabase-js is about 54 KB of gzip, as much as
 * everything else a visitor needs to see /signin or /landing, so screens that can paint without it (issue 5) ask for it
 * only when the user acts; every other route's download awaits it before the screen renders (see packages/app/src/routes.tsx).
 */
export function backendClient(): Promise<SupabaseClient> {
  if (client) return Promise.resolve(client);
  loading ??= import('./createBackendClient.ts').then(
    ({ createBackendClient }) => {
      if (!config) throw new Error('backendClient() called before configureBackend(config)');
      client ??= createBackendClient(config, AUTH_STORAGE_KEY);
      return client;
    },
    (error: unknown) => {
      // A failed chunk download (offline for a moment) must not poison every later attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** backendClient() for a user's action: null (and logged) when supabase-js cannot be downloaded, so the screen shows its failure message. */
export async function backendClientOrNull(): Promise<SupabaseClient | null> {
  try {
    return await backendClient();
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** The client, for code that runs once it has loaded (screens whose route download awaited backendClient()). */
export function supabase(): SupabaseClient {
  if (!client) throw new Error('supabase() called before the backend client loaded: await backendClient() first');
  return client;
}

/** Tests and Storybook install their own client (pointing at MSW or a test server). */
export function setSupabaseClient(next: SupabaseClient) {
  client = next;
}
