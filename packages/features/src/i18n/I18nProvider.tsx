import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buildCatalog, isCatalogLoaded, isMessageLoaded, loadCatalog, takeUsedParts } from './catalog.ts';
import { messagePart } from './parts.ts';
import { createFormatters, type Formatters } from './format.ts';
import { translate } from './translate.ts';
import { defaultLocale, locales, type Locale, type Params } from './types.ts';

export const LOCALE_STORAGE_KEY = 'academy:locale';
/** The same choice for the embedded server, which answers prerendered pages in the visitor's language. */
export const LOCALE_COOKIE = 'academy-locale';

type I18nValue = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: string, params?: Params) => string;
  format: Formatters;
};

const I18nContext = createContext<I18nValue | null>(null);

/** The language cookie's value, if the page has one. */
function cookieLocale(): string | undefined {
  const cookies = globalThis.document?.cookie ?? '';
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
}

/** The language the app starts in: the stored choice, else the cookie's, else the page's language, else Creole. */
export function storedLocale(): Locale {
  try {
    // The cookie outlives a cleared localStorage and is what the server answered a prerendered page in; a page the
    // server does not prerender arrives without a language of its own, so without the cookie it would start in Creole.
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? cookieLocale() ?? globalThis.document?.documentElement.lang;
    return value && (locales as readonly string[]).includes(value) ? (value as Locale) : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * Loads the stored (or default) locale's messages; main.tsx awaits it before the first render (the prerender, its
 * page's locale). `parts`: only those parts of the catalogue (parts.ts), the ones a prerendered page's first render
 * read (its `data-messages`); every part when omitted.
 */
export function loadInitialCatalog(locale: Locale = storedLocale(), parts?: readonly string[]): Promise<void> {
  return loadCatalog(locale, parts);
}

/** Every part of the current language's messages: a screen shown after the first one waits for them (routes.tsx). */
export function loadAllMessages(): Promise<void> {
  return loadCatalog(storedLocale());
}

/** The parts of the catalogue the renders since the last call read (the prerender notes them in the page). */
export function renderedMessageParts(): string[] {
  return takeUsedParts();
}

export function I18nProvider({ children, locale: forced }: { children: ReactNode; locale?: Locale }) {
  const [chosen, setChosen] = useState<Locale>(() => forced ?? storedLocale());
  const locale = forced ?? chosen;
  const catalog = useMemo(() => buildCatalog(locale), [locale]);
  // A message of a part not loaded yet (something the first render did not show, before the rest has come): its part
  // is loaded and the tree rendered again when it is here. Until then the key shows, as for a missing message.
  const [partsArrived, setPartsArrived] = useState(0);
  const requestedParts = useRef(new Set<string>());

  useEffect(() => {
    document.documentElement.lang = locale;
    // Kept beside localStorage so the server's next page arrives in this language (a year, like the stored choice).
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }, [locale]);

  // A locale whose messages are not loaded yet (app build: one chunk per locale) is shown once they arrive;
  // when several switches overlap, the last one wins.
  const latestSwitch = useRef(0);
  const setLocale = useCallback((next: Locale) => {
    const request = ++latestSwitch.current;
    if (isCatalogLoaded(next)) setChosen(next);
    else
      loadCatalog(next).then(
        () => request === latestSwitch.current && setChosen(next),
        (error: unknown) => console.error(error),
      );
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      setLocale,
      t: (key, params) => {
        const message = catalog[key];
        const part = message === undefined && !isMessageLoaded(locale, key) ? `${locale}:${messagePart(key)}` : null;
        if (part && !requestedParts.current.has(part)) {
          requestedParts.current.add(part);
          void loadCatalog(locale, [messagePart(key)]).then(() => setPartsArrived((count) => count + 1));
        }
        return translate(message, key, params, locale);
      },
      format: createFormatters(locale),
    }),
    // partsArrived: a new value (so every reader renders again) when a part asked for below has come.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalog, locale, setLocale, partsArrived],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translate function of the current locale: `t('auth.signin.title')`, `t('prompts.count', { count: n })`. */
export function useT() {
  return useI18n().t;
}
