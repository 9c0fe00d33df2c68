import { beforeEach, describe, expect, it } from 'vitest';
import { readAcceptNotices, readThemeMode, storeAcceptNotices, THEME_STORAGE_KEY } from './preferences.ts';

const memory = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  value: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  },
  configurable: true,
});

describe('user menu preferences', () => {
  beforeEach(() => memory.clear());

  it('dark mode is off and notices are on by default', () => {
    expect(readThemeMode()).toBe('light');
    expect(readAcceptNotices()).toBe(true);
  });

  it('remembers the choices locally', () => {
    memory.set(THEME_STORAGE_KEY, 'dark');
    storeAcceptNotices(false);
    expect(readThemeMode()).toBe('dark');
    expect(readAcceptNotices()).toBe(false);
  });
});
