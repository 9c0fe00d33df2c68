import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, storedLocale } from './I18nProvider.tsx';

// The language the app starts in, in the order a returning visitor's choice is kept: localStorage, the cookie (which
// outlives a cleared localStorage and is sent to the server), the page's own language, Creole.
function page({ stored, cookie, lang }: { stored?: string; cookie?: string; lang?: string }) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? (stored ?? null) : null) });
  vi.stubGlobal('document', { cookie: cookie ?? '', documentElement: { lang: lang ?? '' } });
}

describe('storedLocale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefers the stored choice', () => {
    page({ stored: 'en', cookie: 'academy-locale=pt', lang: 'ht' });
    expect(storedLocale()).toBe('en');
  });

  it('takes the cookie when nothing is stored, on a page the server did not answer in that language', () => {
    page({ cookie: 'theme=dark; academy-locale=pt; other=1', lang: 'ht' });
    expect(storedLocale()).toBe('pt');
  });

  it("falls back to the page's language, then Creole; an unknown value is ignored", () => {
    page({ lang: 'en' });
    expect(storedLocale()).toBe('en');
    page({ cookie: 'academy-locale=fr' });
    expect(storedLocale()).toBe('ht');
  });
});
