import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, mayHaveSession } from './authStorage.ts';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const at = (search = '', hash = '') => ({ search, hash });

describe('mayHaveSession', () => {
  it('is false for a visitor with nothing stored and a plain address', () => {
    expect(mayHaveSession(storageWith({}), at())).toBe(false);
    expect(mayHaveSession(storageWith({}), at('?tab=all', '#main'))).toBe(false);
    expect(mayHaveSession(null, undefined)).toBe(false);
  });

  it('is true when supabase-js stored a session under the app key, and only that key', () => {
    expect(mayHaveSession(storageWith({ [AUTH_STORAGE_KEY]: '{"access_token":"x"}' }), at())).toBe(true);
    expect(mayHaveSession(storageWith({ 'sb-127-auth-token': '{}' }), at())).toBe(false);
  });

  it('is true when the address carries a sign-in or recovery answer for supabase-js to take', () => {
    expect(mayHaveSession(storageWith({}), at('?code=abc'))).toBe(true);
    expect(mayHaveSession(storageWith({}), at('?error_description=Link+expired'))).toBe(true);
    expect(mayHaveSession(storageWith({}), at('', '#access_token=abc&type=recovery'))).toBe(true);
    expect(mayHaveSession(storageWith({}), at('', '#error_description=expired'))).toBe(true);
  });
});
