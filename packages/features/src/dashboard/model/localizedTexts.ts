// The three languages of course, module and lesson texts (issue 33): Creole lives in the plain `title` and
// `description` columns (title always required), Portuguese and English in `translations` jsonb
// ({"pt": {"title", "description"}, "en": {...}}, keys only when non-empty: the database's check refuses empty strings).
import { locales, type Locale } from '../../i18n/types.ts';

export const textLanguages = locales;
export type TextLanguage = Locale;
export type LanguageText = { title: string; description: string };
/** What a form edits: one title and description per language ('' when not written). */
export type LocalizedTexts = Record<TextLanguage, LanguageText>;
/** The jsonb column as stored. */
export type Translations = Partial<Record<'pt' | 'en', { title?: string; description?: string }>>;

export const emptyTexts: LocalizedTexts = {
  ht: { title: '', description: '' },
  pt: { title: '', description: '' },
  en: { title: '', description: '' },
};

/** A row's texts as a form edits them. */
export function textsFromRow(row: { title: string; description: string | null; translations?: Translations | null }): LocalizedTexts {
  const other = (language: 'pt' | 'en') => ({
    title: row.translations?.[language]?.title ?? '',
    description: row.translations?.[language]?.description ?? '',
  });
  return { ht: { title: row.title, description: row.description ?? '' }, pt: other('pt'), en: other('en') };
}

/** The columns to write: trimmed, with empty texts left out rather than stored as ''. */
export function rowFromTexts(texts: LocalizedTexts): { title: string; description: string | null; translations: Translations } {
  const translations: Translations = {};
  for (const language of ['pt', 'en'] as const) {
    const title = texts[language].title.trim();
    const description = texts[language].description.trim();
    if (title || description) translations[language] = { ...(title && { title }), ...(description && { description }) };
  }
  return { title: texts.ht.title.trim(), description: texts.ht.description.trim() || null, translations };
}

/**
 * The languages a reader of which would fall back to Creole somewhere: no title, or no description while another
 * language has one. Creole is missing only when its own title is (it is required; the form says so too).
 */
export function missingLanguages(texts: LocalizedTexts): TextLanguage[] {
  const anyDescription = textLanguages.some((language) => texts[language].description.trim() !== '');
  return textLanguages.filter(
    (language) => texts[language].title.trim() === '' || (anyDescription && texts[language].description.trim() === ''),
  );
}

/** How the forms hold texts: Creole in `title`/`description` (as the columns), the others beside them. */
export type FormTexts = { title: string; description: string; translations: Record<'pt' | 'en', LanguageText> };
export const emptyFormTranslations: FormTexts['translations'] = { pt: emptyTexts.pt, en: emptyTexts.en };

export function textsOfForm(values: FormTexts): LocalizedTexts {
  return { ht: { title: values.title, description: values.description }, ...values.translations };
}
/** The form fields for `texts` (to spread into a form's values). */
export function formOfTexts(texts: LocalizedTexts): FormTexts {
  return { title: texts.ht.title, description: texts.ht.description, translations: { pt: texts.pt, en: texts.en } };
}
