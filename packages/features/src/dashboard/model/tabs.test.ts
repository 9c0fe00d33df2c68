import { describe, expect, it } from 'vitest';
import { tabFromSegment, tabPath } from './tabs.ts';

describe('dashboard tabs in the URL', () => {
  it('defaults to Overview', () => {
    expect(tabFromSegment(undefined)).toBe('overview');
    expect(tabFromSegment('')).toBe('overview');
    expect(tabFromSegment('nope')).toBe('overview');
  });

  it('reads the tab from the first segment', () => {
    expect(tabFromSegment('users')).toBe('users');
    expect(tabFromSegment('Newsletter/extra')).toBe('newsletter');
  });

  it('writes /dashboard for Overview and /dashboard/<tab> otherwise', () => {
    expect(tabPath('overview')).toBe('/dashboard');
    expect(tabPath('prompts')).toBe('/dashboard/prompts');
  });
});
