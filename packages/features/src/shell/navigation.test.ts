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

  it('never shows raw path pieces or ids: dashboard tabs, certificates and confirm pages are named (issue 20.8)', () => {
    expect(breadcrumbTrail('/dashboard/users')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/dashboard', labelKey: 'shell.nav.dashboard' },
      { path: '/dashboard/users', labelKey: 'dashboard.tabs.users' },
    ]);
    // /certificates has no screen: no crumb links to it; the certificate itself is the current page.
    expect(breadcrumbTrail('/certificates/46c10048-1111-4222-8333-444455556666')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/certificates/46c10048-1111-4222-8333-444455556666', labelKey: 'shell.crumb.certificate' },
    ]);
    expect(breadcrumbTrail('/newsletter/confirm').at(-1)).toEqual({
      path: '/newsletter/confirm',
      labelKey: 'shell.crumb.newsletterConfirm',
    });
    // A lesson's own address (issue 21) is named as a lesson below its course, not 'page not found'.
    expect(breadcrumbTrail('/academy/coder-ai/60000000-0000-4000-8000-000000000001')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/academy', labelKey: 'shell.nav.academy' },
      { path: '/academy/coder-ai', labelKey: 'shell.nav.coderAi' },
      { path: '/academy/coder-ai/60000000-0000-4000-8000-000000000001', labelKey: 'shell.crumb.lesson' },
    ]);
    expect(breadcrumbTrail('/academy/coder-ai/x/y').at(-1)?.labelKey).toBe('shell.crumb.notFound');
    // Any course staff create has its page and lesson addresses (issue 33), named by their kind.
    expect(breadcrumbTrail('/academy/robotik-2027/60000000-0000-4000-8000-000000000001')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/academy', labelKey: 'shell.nav.academy' },
      { path: '/academy/robotik-2027', labelKey: 'shell.crumb.course' },
      { path: '/academy/robotik-2027/60000000-0000-4000-8000-000000000001', labelKey: 'shell.crumb.lesson' },
    ]);
    expect(breadcrumbTrail('/academy/automation/x').at(-1)?.labelKey).toBe('shell.crumb.notFound');
    // A course's builder in the dashboard is that course, not 'page not found'.
    expect(breadcrumbTrail('/dashboard/courses/00000000-0000-4000-8000-00000000c001')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/dashboard', labelKey: 'shell.nav.dashboard' },
      { path: '/dashboard/courses', labelKey: 'dashboard.tabs.courses' },
      { path: '/dashboard/courses/00000000-0000-4000-8000-00000000c001', labelKey: 'shell.crumb.course' },
    ]);
    expect(breadcrumbTrail('/dashboard/courses/x/y').at(-1)?.labelKey).toBe('shell.crumb.notFound');
    expect(breadcrumbTrail('/no/such/page')).toEqual([
      { path: '/', labelKey: 'shell.nav.home' },
      { path: '/no/such/page', labelKey: 'shell.crumb.notFound' },
    ]);
  });
});
