import type { State } from 'swr';
import { AUTH_STORAGE_KEY } from '../../backend/authStorage.ts';

// A course page on a repeat visit shows the lessons and progress it showed last time at once, while SWR asks again
// (stale-while-revalidate across page loads). Kept per browser user: another account's progress is never shown.

export const COURSE_CACHE_KEY = 'academy:course-cache';
const SAVE_DELAY_MS = 300;

type Saved = { owner: string; entries: [string, unknown][] };

/** The id of the user whose session this browser keeps (expired or not), or null. */
export function storedUserId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const id = (JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * An SWR cache (SWRConfig `provider`) that starts from this owner's saved course answers and saves the course keys
 * ('academy/...') shortly after each change. Storage failures (private mode, quota) only lose the head start.
 */
export function persistedCourseCache(
  owner: string | null,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): Map<string, State> {
  const who = owner ?? 'visitor';
  let saved: Saved | null = null;
  try {
    saved = JSON.parse(storage?.getItem(COURSE_CACHE_KEY) ?? 'null') as Saved | null;
  } catch {
    saved = null;
  }
  const entries = saved?.owner === who && Array.isArray(saved.entries) ? saved.entries : [];
  const cache = new Map<string, State>(entries.map(([key, data]) => [key, { data }]));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const kept = [...cache]
      .filter(([key, state]) => key.includes('academy/') && state.data !== undefined)
      .map(([key, state]): [string, unknown] => [key, state.data]);
    try {
      storage?.setItem(COURSE_CACHE_KEY, JSON.stringify({ owner: who, entries: kept } satisfies Saved));
    } catch {
      /* no room: the next visit starts without the head start */
    }
  };
  const set = cache.set.bind(cache);
  cache.set = (key, value) => {
    set(key, value);
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
    return cache;
  };
  return cache;
}
