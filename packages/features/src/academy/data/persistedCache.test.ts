import { describe, expect, it, vi } from 'vitest';
import { COURSE_CACHE_KEY, persistedCourseCache, storedUserId } from './persistedCache.ts';
import { lessonsUrl } from './courseQueries.ts';
import { progressUrl, readStoredSession } from './earlyCourseData.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('persistedCourseCache', () => {
  it("saves the course answers and gives them back to the same user's next visit only", () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const first = persistedCourseCache('user-1', storage);
    first.set('@"academy/lessons","coder-ai",', { data: [{ id: 'v1' }] });
    first.set('@"other/key",', { data: 'not a course answer' });
    vi.advanceTimersByTime(400);
    vi.useRealTimers();

    expect(persistedCourseCache('user-1', storage).get('@"academy/lessons","coder-ai",')).toEqual({ data: [{ id: 'v1' }] });
    expect(persistedCourseCache('user-1', storage).has('@"other/key",')).toBe(false);
    expect(persistedCourseCache('user-2', storage).size).toBe(0);
    expect(persistedCourseCache(null, storage).size).toBe(0);
  });

  it('starts empty from unreadable storage', () => {
    expect(persistedCourseCache('user-1', memoryStorage({ [COURSE_CACHE_KEY]: '{not json' })).size).toBe(0);
  });
});

describe('the early course requests', () => {
  const session = (expiresInSeconds: number) =>
    memoryStorage({
      'academy-auth-token': JSON.stringify({
        access_token: 'token',
        expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
        user: { id: 'user-1' },
      }),
    });

  it('use the stored session only while its token is good', () => {
    expect(readStoredSession(session(3600))).toEqual({ accessToken: 'token', userId: 'user-1' });
    expect(readStoredSession(session(10))).toBe('expired');
    expect(readStoredSession(memoryStorage())).toBeNull();
    expect(storedUserId(session(10))).toBe('user-1');
  });

  it('ask the REST API what supabase-js would ask', () => {
    const lessons = new URL(lessonsUrl('http://api.test', 'coder-ai'));
    expect(lessons.pathname).toBe('/rest/v1/lesson_catalog');
    expect(lessons.searchParams.get('course_slug')).toBe('eq.coder-ai');
    expect(lessons.searchParams.get('order')).toBe('module_position.asc.nullslast,position.asc.nullslast,created_at.asc');
    const progress = new URL(progressUrl('http://api.test', 'user-1', ['a', 'b']));
    expect(progress.searchParams.get('user_id')).toBe('eq.user-1');
    expect(progress.searchParams.get('video_id')).toBe('in.(a,b)');
  });
});
