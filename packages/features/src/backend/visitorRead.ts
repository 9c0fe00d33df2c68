import { mayHaveSession } from './authStorage.ts';
import { backendConfig } from './client.ts';

/**
 * A read of the REST API as a visitor, without supabase-js (issue 34.2): the request supabase-js would send for a page
 * with no session (the anonymous key as key and bearer), as a plain fetch. The public pages' data (the catalogue's
 * revalidation, the home page's sample lessons) then never downloads and starts supabase-js (about 47 KB gzip and a
 * long task on a phone) before the visitor has done anything; supabase-js still comes at their first press.
 * `url` makes the request's address from the backend's. Null when this page may have a session (its reads carry the
 * member's token, which supabase-js keeps fresh) or the backend is not configured (stories, tests): the caller then
 * reads through supabase-js as before.
 */
export function visitorRead<T>(url: (backendUrl: string) => string): Promise<T> | null {
  const config = backendConfig();
  if (!config || mayHaveSession()) return null;
  const address = url(config.supabaseUrl);
  return fetch(address, { headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${config.supabaseAnonKey}` } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${new URL(address, globalThis.location?.href).pathname}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
  );
}
