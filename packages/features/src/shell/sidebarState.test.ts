import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebarState.ts';

describe('sidebar state', () => {
  it('is expanded unless the cookie says false', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('a=1; sidebar:state=false')).toBe(false);
    expect(readSidebarExpanded('sidebar:state=true')).toBe(true);
  });

  it('is saved for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar:state=false; path=/; max-age=604800; samesite=lax');
  });

  it('toggles with Ctrl+B or Cmd+B only', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});
