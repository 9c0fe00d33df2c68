// Haitian Creole dates with the academy's own month and day names. The runtime's locale data has no months for `ht`
// (Intl falls back to French: 'février 2027', '5 oct. 2026'), so a Creole date is the French pattern (day before
// month, 24-hour time) with its month, weekday and 'à' replaced by ours (issue 39.6). Every date the app shows goes
// through createFormatters().date, so this is the one place Creole dates are made.

export const creoleMonths = [
  'janvye',
  'fevriye',
  'mas',
  'avril',
  'me',
  'jen',
  'jiyè',
  'out',
  'septanm',
  'oktòb',
  'novanm',
  'desanm',
] as const;
export const creoleWeekdays = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'] as const;

/** The pattern Creole dates borrow (French: '5 octobre 2026', 'lundi 5 octobre 2026 à 14:30'). */
const PATTERN_LOCALE = 'fr-HT';

/** Month (0-11) and weekday (0 = Sunday) of `date` in the zone the date is shown in. */
function calendarOf(date: Date, timeZone: string | undefined): { month: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', weekday: 'short' }).formatToParts(date);
  const month = Number(parts.find((part) => part.type === 'month')?.value) - 1;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
  return { month, weekday };
}

/** `date` as Intl would write it with `options` in Creole, if Intl knew Creole. */
export function formatCreoleDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  const { month, weekday } = calendarOf(date, options.timeZone);
  return new Intl.DateTimeFormat(PATTERN_LOCALE, options)
    .formatToParts(date)
    .map((part) => {
      // A numeric month ('05/10/2026') stays a number; a named one ('oct.', 'octobre') becomes ours, in full.
      if (part.type === 'month' && !/^\d+$/.test(part.value)) return creoleMonths[month];
      if (part.type === 'weekday') return creoleWeekdays[weekday];
      if (part.type === 'literal') return part.value.replace(/(^|\s)à(\s|$)/, '$1a$2');
      return part.value;
    })
    .join('');
}
