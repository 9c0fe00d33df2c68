// The course form's fields and rules (issue 33). The database holds the same rules (slug check, unique slug,
// slug locked once published); these give the message before a request is sent.
import { courseCategories, courseLevels } from '../../academy/model/index.ts';
import type { FieldErrors } from './entityForm.ts';
import { emptyFormTranslations, type FormTexts } from './localizedTexts.ts';
import { REQUIRED } from './validation.ts';

export const courseStates = ['draft', 'announced', 'published'] as const;
export type CourseState = (typeof courseStates)[number];
/** The spec's four categories and three levels (the catalogue's buttons without 'all'). */
export const courseCategoryOptions = courseCategories.filter((category) => category !== 'all');
export const courseLevelOptions = courseLevels;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
/** Taken by the catalogue's own addresses (/academy/all) and the spec's static page (/academy/automation). */
export const RESERVED_SLUGS = ['all', 'automation'] as const;

export const SLUG_FORMAT = 'dashboard.courses.slugFormat';
export const SLUG_RESERVED = 'dashboard.courses.slugReserved';
export const PLANNED_MONTH_REQUIRED = 'dashboard.courses.plannedMonthRequired';

export type CourseFormValues = FormTexts & {
  slug: string;
  category: string;
  level: string;
  is_premium: boolean;
  cover_url: string;
  state: CourseState;
  /** YYYY-MM, as `<input type="month">` gives it; '' when none. */
  planned_month: string;
};

export const emptyCourse: CourseFormValues = {
  slug: '',
  title: '',
  description: '',
  translations: emptyFormTranslations,
  category: '',
  level: '',
  is_premium: false,
  cover_url: '',
  state: 'draft',
  planned_month: '',
};

/** `current`: the course's stored slug, kept as it is (the seeded automation course holds a reserved one). */
export function slugError(slug: string, current?: string): string | null {
  const value = slug.trim();
  if (value === '') return REQUIRED;
  if (value === current) return null;
  if (value.length > SLUG_MAX || !SLUG_PATTERN.test(value)) return SLUG_FORMAT;
  if ((RESERVED_SLUGS as readonly string[]).includes(value)) return SLUG_RESERVED;
  return null;
}

/** "Intro à l'IA!" -> "intro-a-l-ia": a slug suggestion from a title (accents dropped, other signs become dashes). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export function validateCourse(values: CourseFormValues, currentSlug?: string): FieldErrors<CourseFormValues> {
  const errors: FieldErrors<CourseFormValues> = {};
  const slug = slugError(values.slug, currentSlug);
  if (slug) errors.slug = slug;
  // The Creole title is the one every reader falls back to.
  if (values.title.trim() === '') errors.title = REQUIRED;
  // An announced course shows the month its first lessons are planned for: it must have one.
  if (values.state === 'announced' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.planned_month)) errors.planned_month = PLANNED_MONTH_REQUIRED;
  return errors;
}

/** 'YYYY-MM' <-> the column's date (the first day of that month). */
export function monthToDate(month: string): string | null {
  return month ? `${month}-01` : null;
}
export function dateToMonth(date: string | null): string {
  return date ? date.slice(0, 7) : '';
}
