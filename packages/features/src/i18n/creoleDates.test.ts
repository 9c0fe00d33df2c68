import { describe, expect, it } from 'vitest';
import { createFormatters } from './format.ts';

// Issue 39.6: Creole dates were French ('planifye pou février 2027', '15 novembre 2026', '5 oct. 2026').
describe('Creole dates', () => {
  const { date } = createFormatters('ht');
  const utc = { timeZone: 'UTC' } as const;

  it('names every month with the academy’s own words', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      date(Date.UTC(2027, index, 15, 12), { month: 'long', year: 'numeric', ...utc }),
    );
    expect(months).toEqual([
      'janvye 2027',
      'fevriye 2027',
      'mas 2027',
      'avril 2027',
      'me 2027',
      'jen 2027',
      'jiyè 2027',
      'out 2027',
      'septanm 2027',
      'oktòb 2027',
      'novanm 2027',
      'desanm 2027',
    ]);
  });

  it('writes the styles the screens use without a French word', () => {
    const day = Date.UTC(2026, 9, 5, 14, 30);
    expect(date(day, { dateStyle: 'medium', ...utc })).toBe('5 oktòb 2026');
    expect(date(Date.UTC(2026, 10, 27, 9), { dateStyle: 'long', ...utc })).toBe('27 novanm 2026');
    expect(date(day, { dateStyle: 'full', ...utc })).toBe('lendi 5 oktòb 2026');
    expect(date(day, { dateStyle: 'medium', timeStyle: 'short', ...utc })).toBe('5 oktòb 2026, 14:30');
    expect(date(day, { dateStyle: 'long', timeStyle: 'short', ...utc })).not.toContain('à');
    expect(date(day, { dateStyle: 'short', ...utc })).toBe('05/10/2026');
  });

  it('takes the month and weekday in the zone the date is shown in', () => {
    // 1 March 02:00 UTC is still Saturday 28 February in Port-au-Prince.
    const instant = Date.UTC(2026, 2, 1, 2);
    expect(date(instant, { dateStyle: 'full', timeZone: 'America/Port-au-Prince' })).toBe('samdi 28 fevriye 2026');
  });

  it('leaves Portuguese and English to Intl', () => {
    expect(createFormatters('pt').date(Date.UTC(2026, 9, 5, 12), { dateStyle: 'long', ...utc })).toBe('5 de outubro de 2026');
    expect(createFormatters('en').date(Date.UTC(2026, 9, 5, 12), { dateStyle: 'long', ...utc })).toBe('October 5, 2026');
  });
});
