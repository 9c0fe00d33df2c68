import type { DomainCatalog, Locale, Message } from './types.ts';
import { common } from './messages/common.ts';
import { academy } from './messages/academy.ts';
import { home } from './messages/home.ts';

// Every domain registers its catalog here (one import and one entry each).
export const domainCatalogs: Record<string, DomainCatalog> = {
  common,
  academy,
  home,
};

export function buildCatalog(locale: Locale): Record<string, Message> {
  const merged: Record<string, Message> = {};
  for (const catalog of Object.values(domainCatalogs)) Object.assign(merged, catalog[locale]);
  return merged;
}
