import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isNavItemActive, navItems } from './navigation.ts';

describe('side navigation', () => {
  it('lists the spec entries in order, Academy expanded with its three courses, All-Access badged', () => {
    expect(navItems.map((item) => item.path)).toEqual(['/', '/prompts', '/all-access', '/academy', '/community', '/tools', '/newsletter']);
    const academy = navItems.find((item) => item.path === '/academy');
    expect(academy?.expandedByDefault).toBe(true);
    expect(academy?.children?.map((child) => child.path)).toEqual(['/academy/coder-ai', '/academy/automation', '/academy/gps-digital']);
    expect(navItems.find((item) => item.path === '/all-access')?.badgeKey).toBe('shell.nav.premium');
  });

  it('highlights a parent by prefix and a leaf by exact match', () => {
    const academy = { path: '/academy', children: [{}] };
    expect(isNavItemActive(academy, '/academy/coder-ai')).toBe(true);
    expect(isNavItemActive(academy, '/academy')).toBe(true);
    expect(isNavItemActive(academy, '/academyx')).toBe(false);
    expect(isNavItemActive({ path: '/' }, '/')).toBe(true);
    expect(isNavItemActive({ path: '/' }, '/tools')).toBe(false);
    expect(isNavItemActive({ path: '/tools' }, '/tools/')).toBe(true);
    expect(isNavItemActive({ path: '/academy/coder-ai' }, '/academy/coder-ai/x')).toBe(false);
  });
});

describe('breadcrumb', () => {
  it('is empty on Home and names every known level below it', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/academy/coder-ai')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/academy', labelKey: 'shell.nav.academy' },
      { path: '/academy/coder-ai', labelKey: 'shell.nav.coderAi' },
    ]);
  });

  it('shows unknown segments as text', () => {
    expect(breadcrumbTrail('/dashboard/users%20list')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/dashboard', labelKey: 'shell.nav.dashboard' },
      { path: '/dashboard/users%20list', text: 'users list' },
    ]);
  });
});
