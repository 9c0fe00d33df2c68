import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../i18n/catalog.ts';
import { searchHitHref } from './links.ts';
import { foldText, pageHits } from './pages.ts';

const labelIn = (locale: 'ht' | 'pt' | 'en') => {
  const catalog = buildCatalog(locale);
  return (key: string) => String(catalog[key]);
};

describe('pages found by name', () => {
  it("finds the automation page by its name in the reader's language, without accents or case, and by its address", () => {
    for (const [locale, query, title] of [
      ['pt', 'automação', 'Automação'],
      ['pt', 'AUTOMACAO', 'Automação'],
      ['en', 'Automation', 'Automation'],
      ['ht', 'otomatiz', 'Otomatizasyon'],
      ['ht', 'Automation', 'Otomatizasyon'],
    ] as const) {
      const hits = pageHits(query, labelIn(locale));
      expect(
        hits.map((hit) => [hit.kind, hit.title, searchHitHref(hit)]),
        `${locale} ${query}`,
      ).toEqual([['page', title, '/academy/automation']]);
    }
  });

  it('finds every page the navigation names except home, and nothing for one letter or an unknown word', () => {
    expect(pageHits('kominote', labelIn('ht')).map((hit) => hit.id)).toEqual(['/community']);
    expect(pageHits('gps', labelIn('en')).map((hit) => hit.id)).toEqual(['/academy/gps-digital']);
    expect(pageHits('a', labelIn('en'))).toEqual([]);
    expect(pageHits('kwizin', labelIn('ht'))).toEqual([]);
    expect(pageHits('home', labelIn('en'))).toEqual([]);
  });

  it('folds accents and case only', () => {
    expect(foldText('Ação Èèé')).toBe('acao eee');
  });
});
