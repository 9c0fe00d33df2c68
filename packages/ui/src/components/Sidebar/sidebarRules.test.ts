import { describe, expect, it } from 'vitest';
import { isItemActive, isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebarRules.ts';

const academy = { path: '/academy', children: [{ label: 'AI Coder', path: '/academy/coder-ai' }] };

describe('sidebar active rules (SPEC 2)', () => {
  it('highlights a parent on a prefix match, at segment boundaries', () => {
    expect(isItemActive(academy, '/academy')).toBe(true);
    expect(isItemActive(academy, '/academy/automation')).toBe(true);
    expect(isItemActive(academy, '/academy-news')).toBe(false);
    expect(isItemActive(academy, '/community')).toBe(false);
  });

  it('highlights a leaf only on an exact match (ignoring query, hash and a trailing slash)', () => {
    expect(isItemActive({ path: '/' }, '/')).toBe(true);
    expect(isItemActive({ path: '/' }, '/prompts')).toBe(false);
    expect(isItemActive({ path: '/tools' }, '/tools/')).toBe(true);
    expect(isItemActive({ path: '/tools' }, '/tools?tab=ai#x')).toBe(true);
    expect(isItemActive({ path: '/academy/coder-ai' }, '/academy/coder-ai/lesson')).toBe(false);
  });
});

describe('sidebar cookie (SPEC 9)', () => {
  it('is sidebar:state for 7 days on path /', () => {
    expect(sidebarCookie(false)).toBe('sidebar:state=false; path=/; max-age=604800');
  });

  it('reads the remembered state from a cookie header', () => {
    expect(readSidebarCookie('a=1; sidebar:state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar:state=true')).toBe(true);
    expect(readSidebarCookie('other=1')).toBeUndefined();
    expect(readSidebarCookie('sidebar:state=maybe')).toBeUndefined();
  });
});

describe('sidebar shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+B or Cmd+B only', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
  });
});

describe('breakpoint', () => {
  it('media queries agree with the 768 px mobile breakpoint', async () => {
    const { breakpoints, media } = await import('../../theme/breakpoints.ts');
    expect(media.mobile).toBe(`screen and (max-width: ${breakpoints.mobile - 0.02}px)`);
    expect(media.desktop).toBe(`screen and (min-width: ${breakpoints.mobile}px)`);
  });
});

describe('sidebar active rules, one condition at a time', () => {
  const home = { path: '/', children: [{ label: 'Start', path: '/start' }] };
  it('a parent at the root is active on every path', () => {
    expect(isItemActive(home, '/community')).toBe(true);
    expect(isItemActive(home, '/')).toBe(true);
  });
  it('a leaf matches its path without the query, the fragment or trailing slashes', () => {
    const leaf = { path: '/academy/coder-ai' };
    expect(isItemActive(leaf, '/academy/coder-ai?lesson=2#t=30')).toBe(true);
    expect(isItemActive(leaf, '/academy/coder-ai//')).toBe(true);
    expect(isItemActive(leaf, '/academy/coder-ai/x')).toBe(false);
  });
  it('the root leaf matches the root however it is written, and nothing else', () => {
    const root = { path: '/' };
    expect(isItemActive(root, '')).toBe(true);
    expect(isItemActive(root, '?tab=1')).toBe(true);
    expect(isItemActive(root, '/')).toBe(true);
    expect(isItemActive(root, '/a')).toBe(false);
    expect(isItemActive({ path: '/a' }, '/a/')).toBe(true);
  });
});
