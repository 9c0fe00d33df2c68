import type { Locale, Message } from './types.ts';
import { messagePart } from './parts.ts';
import { catalogParts } from 'virtual:academy-catalog/parts';

// The app build's stand-in for catalog.ts (packages/app/vite.config.ts swaps it in for I18nProvider): each locale's
// messages come in parts (a domain each, `virtual:academy-catalog/<locale>/<part>`) and whole
// (`virtual:academy-catalog/<locale>`), so a visitor downloads one language, and a prerendered page only the parts it
// shows first (issue 34.2: the whole Creole catalogue is 12 KB gzip; /landing
// shows about 3 KB of it). A locale's catalog is one object the parts are merged into as they arrive, so every `t`
// reads the messages loaded so far. Tests and Storybook keep catalog.ts, where everything is already loaded.
type Catalog = Record<string, Message>;

const catalogs = new Map<Locale, Catalog>();
const loadedParts = new Map<Locale, Set<string>>();
const allParts = Object.keys(catalogParts.ht.parts);

function catalogOf(locale: Locale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = {}));
  return catalog;
}

/** Whether every part of the locale is loaded (the language switch shows such a locale at once). */
export function isCatalogLoaded(locale: Locale): boolean {
  return loadedParts.get(locale)?.size === allParts.length;
}

/** Whether the part that `key` belongs to is loaded in the locale (or there is no such part). */
export function isMessageLoaded(locale: Locale, key: string): boolean {
  const part = messagePart(key);
  return !allParts.includes(part) || loadedParts.get(locale)?.has(part) === true;
}

/**
 * Loads these parts of the locale (names of no part are ignored), or, when none are named, the whole locale in one
 * chunk (one request instead of one per part: a page rendered in the browser, a later screen, the language switch).
 */
export async function loadCatalog(locale: Locale, parts?: readonly string[]): Promise<void> {
  const loaded = loadedParts.get(locale) ?? new Set<string>();
  loadedParts.set(locale, loaded);
  if (!parts) {
    if (loaded.size === allParts.length) return;
    const { default: messages } = await catalogParts[locale].whole();
    Object.assign(catalogOf(locale), messages);
    for (const part of allParts) loaded.add(part);
    return;
  }
  await Promise.all(
    parts
      .filter((part) => allParts.includes(part) && !loaded.has(part))
      .map(async (part) => {
        const { default: messages } = await catalogParts[locale].parts[part]!();
        Object.assign(catalogOf(locale), messages);
        loaded.add(part);
      }),
  );
}

const usedParts = new Set<string>();
/** The parts whose messages were read since the last call: the prerender notes them in each page (server only). */
export function takeUsedParts(): string[] {
  const parts = [...usedParts].sort();
  usedParts.clear();
  return parts;
}

/** The locale's messages loaded so far (I18nProvider switches only to loaded locales). On the server (the prerender),
 * reading a message also notes its part. */
export function buildCatalog(locale: Locale): Catalog {
  const catalog = catalogOf(locale);
  if (typeof document !== 'undefined') return catalog;
  return new Proxy(catalog, {
    get(target, key) {
      if (typeof key === 'string') usedParts.add(messagePart(key));
      return target[key as string];
    },
  });
}
