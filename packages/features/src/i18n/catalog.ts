import type { DomainCatalog, Locale, Message } from './types.ts';
import { messagePart } from './parts.ts';
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

/** One part's messages in one locale (the app build's chunk `virtual:academy-catalog/<locale>/<part>`, parts.ts). */
export function partCatalog(locale: Locale, part: string): Record<string, Message> {
  const merged: Record<string, Message> = {};
  for (const [domain, catalog] of Object.entries(domainCatalogs))
    if (messagePart(`${domain}.`) === part) Object.assign(merged, catalog[locale]);
  return merged;
}

/** Every part's name (parts.ts). */
export const catalogPartNames = [...new Set(Object.keys(domainCatalogs).map((domain) => messagePart(`${domain}.`)))];

// Every locale is loaded above; the app build swaps this file for catalogByLocale.ts, which loads one locale at a time,
// in parts.
export function isCatalogLoaded(_locale: Locale): boolean {
  return true;
}
export function isMessageLoaded(_locale: Locale, _key: string): boolean {
  return true;
}
export async function loadCatalog(_locale: Locale, _parts?: readonly string[]): Promise<void> {}
/** Every part: this catalog does not note which were read. */
export function takeUsedParts(): string[] {
  return [...catalogPartNames].sort();
}
