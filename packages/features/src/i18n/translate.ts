import type { Locale, Message, Params } from './types.ts';

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralRule(locale: Locale) {
  let rule = pluralRules.get(locale);
  if (!rule) pluralRules.set(locale, (rule = new Intl.PluralRules(locale === 'ht' ? 'fr' : locale)));
  return rule;
}

/** Fills `{name}` placeholders; numbers are formatted for the locale. */
export function interpolate(template: string, params: Params | undefined, locale: Locale): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(intlLocale(locale)).format(value) : value;
  });
}

export function translate(message: Message | undefined, key: string, params: Params | undefined, locale: Locale): string {
  if (message === undefined) {
    if (import.meta.env?.DEV) console.warn(`[i18n] missing message "${key}" for ${locale}`);
    return key;
  }
  if (typeof message === 'string') return interpolate(message, params, locale);
  const count = Number(params?.count ?? 0);
  const form =
    count === 0 && message.zero !== undefined ? message.zero : pluralRule(locale).select(count) === 'one' ? message.one : message.other;
  return interpolate(form, params, locale);
}

/** Haitian Creole has thin Intl data; number and date formats follow French conventions, as Haiti's do. */
export function intlLocale(locale: Locale): string {
  return locale === 'ht' ? 'fr-HT' : locale === 'pt' ? 'pt-BR' : 'en-US';
}
