import type { Locale, Message } from './types.ts';

// The app build's stand-in for catalog.ts (packages/app/vite.config.ts swaps it in for I18nProvider): each locale's
// merged catalog is its own chunk, built from catalog.ts's registrations, so a visitor downloads one language only.
// Tests and Storybook keep catalog.ts, where every locale is already loaded.
type Catalog = Record<string, Message>;

const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  ht: () => import('virtual:academy-catalog/ht'),
  pt: () => import('virtual:academy-catalog/pt'),
  en: () => import('virtual:academy-catalog/en'),
};
const loaded = new Map<Locale, Catalog>();

export function isCatalogLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

export async function loadCatalog(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, (await loaders[locale]()).default);
}

/** The locale's messages; empty until loadCatalog(locale) has resolved (I18nProvider switches only to loaded locales). */
export function buildCatalog(locale: Locale): Catalog {
  return loaded.get(locale) ?? {};
}
