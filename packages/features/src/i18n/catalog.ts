import type { DomainCatalog, Locale, Message } from './types.ts';
import { common } from './messages/common.ts';

// Every domain registers its catalog here (one import and one entry each).
export const domainCatalogs: Record<string, DomainCatalog> = {
  common,
};

export function buildCatalog(locale: Locale): Record<string, Message> {
  const merged: Record<string, Message> = {};
  for (const catalog of Object.values(domainCatalogs)) Object.assign(merged, catalog[locale]);
  return merged;
}
