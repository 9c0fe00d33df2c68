import { describe, expect, it } from 'vitest';
import { canGoBackInApp } from './goBack.ts';

describe('going back inside the app', () => {
  it('only when the current entry is after the one this page load started on', () => {
    expect(canGoBackInApp(3, 2)).toBe(true);
    expect(canGoBackInApp(2, 2)).toBe(false);
    expect(canGoBackInApp(undefined, 0)).toBe(false);
  });
});
