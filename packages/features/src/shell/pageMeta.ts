// Each prerendered route's title and meta description, from messages the screens already show (so every language has
// them without another catalog). The prerender writes them into the HTML; the app sets the title after navigating.

export type PageMeta = { titleKey: string; descriptionKey: string };

export const SITE_NAME = 'Academy';

export const pageMeta: Record<string, PageMeta> = {
  '/': { titleKey: 'home.hero.title', descriptionKey: 'home.hero.body' },
  '/landing': { titleKey: 'marketing.landing.title', descriptionKey: 'marketing.landing.subtitle' },
  '/academy': { titleKey: 'academy.catalogue.title', descriptionKey: 'academy.catalogue.subtitle' },
  '/academy/all': { titleKey: 'academy.catalogue.title', descriptionKey: 'academy.catalogue.subtitle' },
  '/academy/automation': { titleKey: 'academy.automation.title', descriptionKey: 'academy.automation.subtitle' },
  '/plans': { titleKey: 'subscription.plans.title', descriptionKey: 'subscription.plans.subtitle' },
  '/all-access': { titleKey: 'marketing.allAccess.title', descriptionKey: 'marketing.allAccess.subtitle' },
  '/signin': { titleKey: 'auth.signin.title', descriptionKey: 'auth.signin.subtitle' },
  '/signup': { titleKey: 'auth.signup.title', descriptionKey: 'auth.signup.subtitle' },
  '/reset-password': { titleKey: 'auth.reset.title', descriptionKey: 'auth.reset.subtitle' },
};

/** The 404 page's meta: its heading, and the academy's one-line pitch. */
export const notFoundMeta: PageMeta = { titleKey: 'shell.notFound.title', descriptionKey: 'home.hero.body' };

/** `<title>` text: the page's heading and the site's name. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} · ${SITE_NAME}`;
}
