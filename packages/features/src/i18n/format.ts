import type { Locale } from './types.ts';
import { formatCreoleDate } from './creoleDates.ts';
import { intlLocale } from './translate.ts';

/** Locale-aware formatters for prices, dates, counts and percentages. */
export function createFormatters(locale: Locale) {
  const tag = intlLocale(locale);
  return {
    currency: (amount: number, currency = 'USD') =>
      new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount),
    number: (value: number) => new Intl.NumberFormat(tag).format(value),
    compact: (value: number) => new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    /** `value` is 0-100. */
    percent: (value: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    /** Creole dates use our own month and day names: Intl has none for `ht` and writes French (issue 39.6). */
    date: (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      locale === 'ht' ? formatCreoleDate(new Date(value), options) : new Intl.DateTimeFormat(tag, options).format(new Date(value)),
  };
}
export type Formatters = ReturnType<typeof createFormatters>;
