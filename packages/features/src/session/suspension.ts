// Issue 39.8: a banned member is told that their account is suspended, and how to reach the academy, wherever the
// server says so: at sign-in (the token grant answers 403 user_banned), on the subscription check or any API call with
// their token (403 user_banned), and when a token refresh or the session check at start ends their session for it.
// The auth service's answer: { code: 403, error_code: 'user_banned', msg: 'User is banned' } (packages/server/src/bans.ts).

export const USER_BANNED = 'user_banned';

type Listener = () => void;
const listeners = new Set<Listener>();

/** supabase-js's auth errors carry the server's error_code as `code`. */
export function isSuspendedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_BANNED;
}

/** A response of any backend call that says the caller's account is banned. */
export async function isSuspendedResponse(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body = (await response.clone().json()) as { error_code?: unknown; code?: unknown };
    return body.error_code === USER_BANNED || body.code === USER_BANNED;
  } catch {
    return false;
  }
}

/**
 * Kept for this tab until the member has read it: a background call (the bell's count, a refresh) often learns of the
 * ban first, and the member's next page load (a link, a reload) must still tell them, not show a silent sign-out.
 */
const NOTICE_KEY = 'academy-suspended';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether this tab was told of a suspension the member has not acknowledged yet. */
export function suspensionUnread(storage: Pick<Storage, 'getItem'> | null = tabStorage()): boolean {
  return storage?.getItem(NOTICE_KEY) === '1';
}

/** The member read the notice (its button or Escape): the next page load does not show it again. */
export function suspensionRead(storage: Pick<Storage, 'removeItem'> | null = tabStorage()): void {
  storage?.removeItem(NOTICE_KEY);
}

/** The server said the member is suspended: whoever shows it (SuspendedNotice) is told, once per report. */
export function reportSuspended(storage: Pick<Storage, 'setItem'> | null = tabStorage()): void {
  try {
    storage?.setItem(NOTICE_KEY, '1');
  } catch {
    // A full or blocked storage: the notice still shows on this page.
  }
  for (const listener of [...listeners]) listener();
}

export function onSuspended(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * fetch for supabase-js (auth, REST, functions, storage): answers as fetch does, and reports a suspended account when
 * the server says so, whichever call learnt it first (a refresh in the background signs the member out silently otherwise).
 */
export function suspensionWatchingFetch(fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status === 403) void isSuspendedResponse(response).then((suspended) => suspended && reportSuspended());
    return response;
  };
}
