// SPEC 2 "Global layout": the side navigation, in order. Labels are catalog keys; icons are named so the
// layout can map them to @academy/ui icons without this module importing React.
export type NavIconName = 'home' | 'sparkles' | 'star' | 'book' | 'users' | 'wrench' | 'mail';

export type NavChild = { labelKey: string; path: string };
export type NavItem = {
  labelKey: string;
  path: string;
  icon: NavIconName;
  /** A badge that only labels the entry (SPEC: 'Premium' on All-Access). */
  badgeKey?: string;
  children?: NavChild[];
  /** Groups open on first visit (SPEC: Academy is expanded by default). */
  expandedByDefault?: boolean;
};

export const navItems: readonly NavItem[] = [
  { labelKey: 'shell.nav.home', path: '/', icon: 'home' },
  { labelKey: 'shell.nav.prompts', path: '/prompts', icon: 'sparkles' },
  { labelKey: 'shell.nav.allAccess', path: '/all-access', icon: 'star', badgeKey: 'shell.nav.premium' },
  {
    labelKey: 'shell.nav.academy',
    path: '/academy',
    icon: 'book',
    expandedByDefault: true,
    children: [
      { labelKey: 'shell.nav.coderAi', path: '/academy/coder-ai' },
      { labelKey: 'shell.nav.automation', path: '/academy/automation' },
      { labelKey: 'shell.nav.gpsDigital', path: '/academy/gps-digital' },
    ],
  },
  { labelKey: 'shell.nav.community', path: '/community', icon: 'users' },
  { labelKey: 'shell.nav.tools', path: '/tools', icon: 'wrench' },
  { labelKey: 'shell.nav.newsletter', path: '/newsletter', icon: 'mail' },
];

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** SPEC 2: a parent entry is highlighted when the path starts with its path, a leaf on an exact match. */
export function isNavItemActive(item: { path: string; children?: readonly unknown[] }, pathname: string): boolean {
  const current = trimSlash(pathname);
  if (!item.children?.length) return current === item.path;
  return current === item.path || current.startsWith(`${item.path}/`);
}

/** Labels for the breadcrumb: every path the app knows by name (each is a screen, so each crumb is a working link). */
const pathLabels: Record<string, string> = {
  '/dashboard': 'shell.nav.dashboard',
  '/dashboard/users': 'dashboard.tabs.users',
  '/dashboard/courses': 'dashboard.tabs.courses',
  '/dashboard/videos': 'dashboard.tabs.videos',
  '/dashboard/prompts': 'dashboard.tabs.prompts',
  '/dashboard/tools': 'dashboard.tabs.tools',
  '/dashboard/community': 'dashboard.tabs.community',
  '/dashboard/newsletter': 'dashboard.tabs.newsletter',
  '/plans': 'shell.nav.plans',
  '/academy/all': 'shell.nav.academyAll',
  '/newsletter/confirm': 'shell.crumb.newsletterConfirm',
  '/newsletter/unsubscribe': 'shell.crumb.newsletterUnsubscribe',
  '/notifications/unsubscribe': 'notifications.mailTitle',
  '/signin': 'shell.nav.signin',
  '/signup': 'shell.nav.signup',
  '/reset-password': 'shell.nav.resetPassword',
  '/update-password': 'shell.nav.updatePassword',
  '/edit-profile': 'shell.nav.editProfile',
  '/checkout-success': 'shell.nav.checkoutSuccess',
};
for (const item of navItems) {
  pathLabels[item.path] = item.labelKey;
  for (const child of item.children ?? []) pathLabels[child.path] = child.labelKey;
}

/** Paths with no screen of their own whose items have one (/certificates/<id>): the item is named by the collection. */
const itemLabels: Record<string, string> = {
  '/certificates': 'shell.crumb.certificate',
};

/** A course's page (/academy/<slug>, routes.tsx): any course staff create, so named by its kind, not its title. */
const COURSE_PAGE = /^\/academy\/[a-z0-9]+(-[a-z0-9]+)*$/;
/** Screens whose items each have a screen below them, named by the item's kind (the dashboard's course builder). */
const collectionItemLabels: Record<string, string> = {
  '/dashboard/courses': 'shell.crumb.course',
};
/** The crumb of a screen with no label of its own: a course page, a lesson below one (`:lessonId?`), a collection's item. */
function screenItemLabel(path: string, parent: string): string | undefined {
  if (COURSE_PAGE.test(path) && !pathLabels[path]) return 'shell.crumb.course';
  if (collectionItemLabels[parent]) return collectionItemLabels[parent];
  if (COURSE_PAGE.test(parent) && parent !== '/academy/all' && parent !== '/academy/automation') return 'shell.crumb.lesson';
  return undefined;
}

export type Crumb = { path: string; labelKey: string };

/**
 * The breadcrumb trail for a path: Home, then each deeper prefix that is a screen. Empty on Home itself (SPEC: shown
 * only deeper than Home). Every crumb is named in the reader's language, never by a raw path piece or an id: an item
 * of a collection without its own screen, or a lesson below its course, ends the trail with the item's kind (the current
 * page, not a link), and a
 * path the app does not know ends it with 'page not found'.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = trimSlash(pathname).split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const trail: Crumb[] = [{ path: '/', labelKey: 'shell.nav.home' }];
  let path = '';
  for (const [index, segment] of segments.entries()) {
    const parent = path;
    path += `/${segment}`;
    const labelKey = pathLabels[path];
    if (labelKey) {
      trail.push({ path, labelKey });
      continue;
    }
    const screenItemKey = screenItemLabel(path, parent);
    if (screenItemKey === 'shell.crumb.course' && index < segments.length - 1) {
      trail.push({ path, labelKey: screenItemKey });
      continue;
    }
    if (screenItemKey && index === segments.length - 1) {
      trail.push({ path, labelKey: screenItemKey });
      break;
    }
    const itemKey = itemLabels[path];
    const isItem = itemKey !== undefined && index === segments.length - 2;
    trail.push({ path: trimSlash(pathname), labelKey: isItem ? itemKey : 'shell.crumb.notFound' });
    break;
  }
  return trail;
}
