import { AUTH_STORAGE_KEY } from '../../backend/authStorage.ts';
import { backendConfig } from '../../backend/client.ts';
import type { CatalogLesson, LessonProgress } from '../model/index.ts';
import { lessonsUrl, normalizeProgressRows, PROGRESS_COLUMNS } from './courseQueries.ts';

// A course page's two requests, started by the route beside its code (routes.tsx), not after supabase-js and the
// screen's chunks have arrived: the stored session's access token is all the REST API needs. The page takes each
// answer once (useCourse); later reads and every write go through supabase-js as before.

type StoredSession = { accessToken: string; userId: string };
type EarlyCourse = { lessons: Promise<CatalogLesson[]> | null; progress: Promise<LessonProgress[]> | null; userId: string | null };

const early = new Map<string, EarlyCourse>();

/**
 * The session supabase-js keeps in localStorage, when its token is still good for a minute: an expired one would
 * need supabase-js's refresh, and asking as a visitor instead would show a subscriber's lessons as locked.
 */
export function readStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  now = Date.now(),
): StoredSession | null | 'expired' {
  let stored: { access_token?: unknown; expires_at?: unknown; user?: { id?: unknown } } | null;
  try {
    stored = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as typeof stored;
  } catch {
    return 'expired';
  }
  if (!stored) return null;
  const { access_token: accessToken, expires_at: expiresAt, user } = stored;
  if (typeof accessToken !== 'string' || typeof user?.id !== 'string' || typeof expiresAt !== 'number') return 'expired';
  return expiresAt * 1000 - now > 60_000 ? { accessToken, userId: user.id } : 'expired';
}

/** The REST address of request 2 (the same as fetchLessonProgress). */
export function progressUrl(base: string, userId: string, lessonIds: readonly string[]): string {
  const query = new URLSearchParams({ select: PROGRESS_COLUMNS, user_id: `eq.${userId}`, video_id: `in.(${lessonIds.join(',')})` });
  return `${base}/rest/v1/video_progress?${query}`;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${new URL(url).pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Starts the course's requests if they can go without supabase-js (configured backend, no expired session). */
export function startCourseData(courseSlug: string): void {
  const config = backendConfig();
  const session = readStoredSession();
  if (!config || session === 'expired' || early.has(courseSlug)) return;
  const headers = { apikey: config.supabaseAnonKey, authorization: `Bearer ${session?.accessToken ?? config.supabaseAnonKey}` };
  const lessons = getJson<CatalogLesson[]>(lessonsUrl(config.supabaseUrl, courseSlug), headers);
  const progress = session
    ? lessons.then(async (rows) =>
        rows.length === 0
          ? []
          : normalizeProgressRows(
              await getJson<LessonProgress[]>(
                progressUrl(
                  config.supabaseUrl,
                  session.userId,
                  rows.map((row) => row.id),
                ),
                headers,
              ),
            ),
      )
    : null;
  // Nobody may take an answer (the visitor left): a failure here is not an error, the page asks again itself.
  lessons.catch(() => undefined);
  progress?.catch(() => undefined);
  early.set(courseSlug, { lessons, progress, userId: session?.userId ?? null });
}

/** The early lessons of the course, once (then null: a revalidation asks again). */
export function takeEarlyLessons(courseSlug: string): Promise<CatalogLesson[]> | null {
  const entry = early.get(courseSlug);
  if (!entry?.lessons) return null;
  const { lessons } = entry;
  early.set(courseSlug, { ...entry, lessons: null });
  return lessons;
}

/** The early progress of this user on the course, once. */
export function takeEarlyProgress(courseSlug: string, userId: string): Promise<LessonProgress[]> | null {
  const entry = early.get(courseSlug);
  if (!entry?.progress || entry.userId !== userId) return null;
  const { progress } = entry;
  early.set(courseSlug, { ...entry, progress: null });
  return progress;
}
