import { describe, expect, it } from 'vitest';
import {
  isSuspendedError,
  isSuspendedResponse,
  onSuspended,
  reportSuspended,
  suspensionRead,
  suspensionUnread,
  suspensionWatchingFetch,
} from './suspension.ts';

const banned = () => new Response(JSON.stringify({ code: 403, error_code: 'user_banned', msg: 'User is banned' }), { status: 403 });

describe('a suspended account (issue 39.8)', () => {
  it("recognises the server's user_banned answer, and nothing else", async () => {
    expect(await isSuspendedResponse(banned())).toBe(true);
    expect(await isSuspendedResponse(new Response('{"code":"42501"}', { status: 403 }))).toBe(false);
    expect(await isSuspendedResponse(new Response('not json', { status: 403 }))).toBe(false);
    expect(await isSuspendedResponse(new Response('{"error_code":"user_banned"}', { status: 400 }))).toBe(false);
    expect(isSuspendedError({ code: 'user_banned', status: 403 })).toBe(true);
    expect(isSuspendedError({ code: 'invalid_credentials' })).toBe(false);
    expect(isSuspendedError(null)).toBe(false);
  });

  it('the client fetch reports a banned answer (a refresh in the background too) and hands the response on unread', async () => {
    let reports = 0;
    const stop = onSuspended(() => (reports += 1));
    const watched = suspensionWatchingFetch(async (input) => (String(input).includes('token') ? banned() : new Response('{}')));
    const answer = await watched('https://x/auth/v1/token?grant_type=refresh_token');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports).toBe(1);
    expect(((await answer.json()) as { error_code: string }).error_code).toBe('user_banned');
    await watched('https://x/rest/v1/videos');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports).toBe(1);
    stop();
  });

  it('keeps the notice for the next page load of the tab until the member has read it', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(suspensionUnread(storage)).toBe(false);
    reportSuspended(storage);
    expect(suspensionUnread(storage)).toBe(true);
    suspensionRead(storage);
    expect(suspensionUnread(storage)).toBe(false);
    // A storage that refuses writes: the report still reaches the listeners.
    let told = 0;
    const stop = onSuspended(() => (told += 1));
    reportSuspended({
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(told).toBe(1);
    stop();
  });
});
