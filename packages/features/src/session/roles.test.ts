import { afterEach, describe, expect, it } from 'vitest';
import { isStaffRole, normalizeRole } from './roles.ts';
import { clearStoredRole, readStoredRole, storeRole } from './roleStore.ts';

describe('roles', () => {
  it('are compared trimmed and case-insensitively', () => {
    expect(normalizeRole('  MASTER ')).toBe('master');
    expect(normalizeRole('Instructor')).toBe('instructor');
    expect(normalizeRole('admin')).toBeNull();
    expect(normalizeRole(undefined)).toBeNull();
    expect(isStaffRole('Master')).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });
});

describe('stored role', () => {
  const memory = new Map<string, string>();
  const fakeStorage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: fakeStorage, configurable: true });
  afterEach(() => memory.clear());

  it('is kept until sign-out clears it', () => {
    storeRole('master');
    expect(readStoredRole()).toBe('master');
    clearStoredRole();
    expect(readStoredRole()).toBeNull();
  });
});
