// The catalogue's rules (issue 33): the courses themselves live in the database (table `courses`, staff's order);
// no course title, description, slug or planned month is kept in code.
import { createFormatters } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/types.ts';
import type { Translations } from './courseText.ts';

/** The catalogue's category buttons, in the spec's order; 'all' shows every course. */
export const courseCategories = ['all', 'AI Development', 'Web Development', 'Game Development', 'Mobile Development'] as const;
export type CourseCategoryFilter = (typeof courseCategories)[number];
export type CourseCategory = Exclude<CourseCategoryFilter, 'all'>;

export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** The message keys of the categories' names (stored values are the spec's English ones). */
const categoryMessageKey: Record<CourseCategoryFilter, string> = {
  all: 'academy.category.all',
  'AI Development': 'academy.category.ai',
  'Web Development': 'academy.category.web',
  'Game Development': 'academy.category.game',
  'Mobile Development': 'academy.category.mobile',
};
type Translate = (key: string) => string;
/** A category's name in the reader's language ('all' included); a value the spec does not list shows as stored. */
export function categoryName(category: string, t: Translate): string {
  return Object.hasOwn(categoryMessageKey, category) ? t(categoryMessageKey[category as CourseCategoryFilter]) : category;
}
/** A level's name in the reader's language; a value the spec does not list shows as stored. */
export function levelName(level: string, t: Translate): string {
  return (courseLevels as readonly string[]).includes(level) ? t(`academy.level.${level}`) : level;
}

export type CourseState = 'draft' | 'announced' | 'published';

/** One row of `courses` as the catalogue, the course pages and the server's render read it. */
export type CatalogueCourse = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  translations: Translations;
  category: CourseCategory | null;
  level: CourseLevel | null;
  is_premium: boolean;
  state: CourseState;
  /** First day of the month staff plan the first lessons for ('2027-02-01'); shown only while announced. */
  planned_month: string | null;
  cover_url: string | null;
  position: number;
};

/** The columns of a catalogue row, as the REST API is asked for them (COURSE_CONTRACT.md). */
export const CATALOGUE_COLUMNS = 'id,slug,title,description,translations,category,level,is_premium,state,planned_month,cover_url,position';

/** Pages of the academy that are not courses: no course takes these addresses (the database refuses them too). */
export const RESERVED_COURSE_SLUGS = ['all', 'automation'] as const;

/** A course's own page. The automation course's page is the spec's static one at the same address. */
export function coursePath(slug: string): string {
  return `/academy/${slug}`;
}

export function filterCourses<T extends { category: CourseCategory | null }>(courses: readonly T[], category: CourseCategoryFilter): T[] {
  return category === 'all' ? [...courses] : courses.filter((course) => course.category === category);
}

/** The month a course is announced for, or null: only announced courses show one, and only when staff set it. */
export function announcedMonth(course: Pick<CatalogueCourse, 'state' | 'planned_month'>): string | null {
  return course.state === 'announced' && course.planned_month ? course.planned_month.slice(0, 7) : null;
}

/**
 * 'YYYY-MM' as the month and year in `locale`, through the app's one date formatter (Creole months are ours,
 * creoleDates.ts): 'fevriye 2027', 'fevereiro de 2027', 'February 2027'. The month is read in UTC, so no time zone
 * moves it to the month before.
 */
export function monthYearLabel(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return createFormatters(locale).date(Date.UTC(year, monthNumber - 1, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
