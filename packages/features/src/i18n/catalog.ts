import type { DomainCatalog, Locale, Message } from './types.ts';
import { common } from './messages/common.ts';
import { shell } from './messages/shell.ts';
import { auth } from './messages/auth.ts';
import { profile } from './messages/profile.ts';
import { dashboard } from './messages/dashboard.ts';
import { academy } from './messages/academy.ts';
import { home } from './messages/home.ts';
import { community } from './messages/community.ts';
import { prompts } from './messages/prompts.ts';
import { tools } from './messages/tools.ts';
import { newsletter } from './messages/newsletter.ts';
import { subscription } from './messages/subscription.ts';
import { marketing } from './messages/marketing.ts';
import { search } from './messages/search.ts';
import { notifications } from './messages/notifications.ts';

// Every domain registers its catalog here (one import and one entry each).
export const domainCatalogs: Record<string, DomainCatalog> = {
  common,
  shell,
  auth,
  profile,
  dashboard,
  academy,
  home,
  community,
  prompts,
  tools,
  newsletter,
  subscription,
  marketing,
  search,
  notifications,
};

export function buildCatalog(locale: Locale): Record<string, Message> {
  const merged: Record<string, Message> = {};
  for (const catalog of Object.values(domainCatalogs)) Object.assign(merged, catalog[locale]);
  return merged;
}

// Every locale is loaded above; the app build swaps this file for catalogByLocale.ts, which loads one locale at a time.
export function isCatalogLoaded(_locale: Locale): boolean {
  return true;
}
export async function loadCatalog(_locale: Locale): Promise<void> {}
