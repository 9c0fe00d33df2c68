export const locales = ['ht', 'pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ht';

/** A plural message: the form is chosen by Intl.PluralRules on the `count` parameter. */
export type PluralMessage = { zero?: string; one: string; other: string };
export type Message = string | PluralMessage;
/** One domain's messages: the same keys in every locale (a test checks keys and placeholders). */
export type DomainCatalog = Record<Locale, Record<string, Message>>;
export type Params = Record<string, string | number>;
