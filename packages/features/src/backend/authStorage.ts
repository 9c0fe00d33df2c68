// Where supabase-js keeps the session in localStorage. Named here, not derived by supabase-js from the backend's host,
// so the app can tell whether a visitor may be signed in without downloading supabase-js first.
export const AUTH_STORAGE_KEY = 'academy-auth-token';

/**
 * True when supabase-js would find a session to restore: one stored in this browser, or a sign-in or recovery link's
 * answer in the address (PKCE `code`, or an `error_description`). Without either the visitor is signed out.
 */
export function mayHaveSession(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
  location: Pick<Location, 'search' | 'hash'> | undefined = globalThis.location,
): boolean {
  if (storage?.getItem(AUTH_STORAGE_KEY)) return true;
  if (!location) return false;
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return query.has('code') || query.has('error_description') || fragment.has('access_token') || fragment.has('error_description');
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
