// The languages the academy's mails speak, and how a stored or requested value maps to one: Haitian Creole (the
// product's language) for anything else, as the app does for a reader without a choice.

export const mailLocales = ['ht', 'pt', 'en'] as const;
export type MailLocale = (typeof mailLocales)[number];

/** The language a request or a row asked for, Haitian Creole otherwise. */
export function mailLocale(value: unknown): MailLocale {
  return (mailLocales as readonly unknown[]).includes(value) ? (value as MailLocale) : 'ht';
}
