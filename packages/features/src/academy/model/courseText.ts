// Course, module and lesson texts in the reader's language (issue 33). The database keeps Creole in the plain
// columns and Portuguese and English in `translations` ({"pt": {"title", "description"}, "en": {...}}); a reader sees
// their language, else Creole. One rule for every text of the academy, on the server's render and in the browser.
import type { Locale } from '../../i18n/types.ts';

export type TextField = 'title' | 'description';
export type Translations = Partial<Record<'pt' | 'en', Partial<Record<TextField, string>>>>;
/** Any row with Creole texts in its plain columns and the others in `translations`. */
export type Translatable = { title?: string | null; description?: string | null; translations?: Translations | null };

const nonEmpty = (text: string | null | undefined): string | null => (text && text.trim() !== '' ? text : null);

/** `field` of `row` in `lang`, else in Creole; null when neither has it. */
export function localizedField(row: Translatable, field: TextField, lang: Locale): string | null {
  const own = lang === 'ht' ? null : nonEmpty(row.translations?.[lang]?.[field]);
  return own ?? nonEmpty(row[field]);
}

/** The languages whose title is missing (Creole: the plain column), for the form's tabs. */
export function missingLanguages(row: Translatable): Locale[] {
  const missing: Locale[] = [];
  if (!nonEmpty(row.title)) missing.push('ht');
  for (const lang of ['pt', 'en'] as const) if (!nonEmpty(row.translations?.[lang]?.title)) missing.push(lang);
  return missing;
}

/**
 * A lesson with its own and its module's texts in `lang` (else Creole), as every screen of a course shows them: the
 * lesson cards, the modules, the player's title, the discussion. The row keeps its other fields.
 */
export function lessonInLanguage<T extends Translatable & { module_title?: string | null; module_translations?: Translations | null }>(
  lesson: T,
  lang: Locale,
): T {
  if (lang === 'ht') return lesson;
  const moduleTitle = localizedField({ title: lesson.module_title, translations: lesson.module_translations }, 'title', lang);
  return {
    ...lesson,
    title: localizedField(lesson, 'title', lang) ?? lesson.title,
    description: localizedField(lesson, 'description', lang) ?? lesson.description,
    module_title: moduleTitle ?? lesson.module_title,
  };
}
