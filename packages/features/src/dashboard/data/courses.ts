import type { SupabaseClient } from '@supabase/supabase-js';
import { dateToMonth, monthToDate, type CourseFormValues, type CourseState } from '../model/courseForm.ts';
import { formOfTexts, rowFromTexts, textsFromRow, textsOfForm, type Translations } from '../model/localizedTexts.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type DashboardCourse = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  translations: Translations;
  category: string | null;
  level: string | null;
  is_premium: boolean;
  state: CourseState;
  planned_month: string | null;
  cover_url: string | null;
  position: number;
  /** Set by the database the first time the course is published; from then on its slug is locked. */
  published_at: string | null;
};

export const COURSE_COLUMNS =
  'id,slug,title,description,translations,category,level,is_premium,state,planned_month,cover_url,position,published_at';

/** A course that is or was published keeps its address (the database refuses the change too: 'slug_locked'). */
export function isSlugLocked(course: Pick<DashboardCourse, 'state' | 'published_at'>): boolean {
  return course.state === 'published' || course.published_at !== null;
}

/** A write the database refused for a reason the person can act on (the rest are plain failures). */
export class CourseWriteError extends Error {
  constructor(
    readonly reason: 'slug_taken' | 'slug_locked' | 'slug_reserved' | 'stale_order',
    message: string,
  ) {
    super(message);
  }
}

type PostgrestError = { message: string; code?: string } | null;

/** The database's own refusals (issue 33 contract): unique slug (23505), locked or reserved slug and stale order (P0001). */
export function refusalOf(error: PostgrestError): CourseWriteError | null {
  if (!error) return null;
  if (error.code === '23505' && /slug/.test(error.message)) return new CourseWriteError('slug_taken', error.message);
  if (error.code === 'P0001' && error.message === 'slug_locked') return new CourseWriteError('slug_locked', error.message);
  if (error.code === 'P0001' && error.message === 'slug_reserved') return new CourseWriteError('slug_reserved', error.message);
  if (error.code === 'P0001' && error.message === 'stale_order') return new CourseWriteError('stale_order', error.message);
  return null;
}

function checked<T extends { error: PostgrestError }>(result: T): T {
  const refusal = refusalOf(result.error);
  if (refusal) throw refusal;
  return result;
}

/** Every course, drafts included (staff read everything), in staff's order. */
export async function fetchCourses(client: SupabaseClient): Promise<DashboardCourse[]> {
  const result = await client.from('courses').select(COURSE_COLUMNS).order('position').order('created_at');
  return unwrap(result, 'load courses') as DashboardCourse[];
}

export async function fetchCourse(client: SupabaseClient, id: string): Promise<DashboardCourse> {
  const result = await client.from('courses').select(COURSE_COLUMNS).eq('id', id);
  return unwrapChanged(result as { data: DashboardCourse[] | null; error: PostgrestError }, 'load course');
}

export function courseToForm(course: DashboardCourse): CourseFormValues {
  return {
    slug: course.slug,
    ...formOfTexts(textsFromRow(course)),
    category: course.category ?? '',
    level: course.level ?? '',
    is_premium: course.is_premium,
    cover_url: course.cover_url ?? '',
    state: course.state,
    planned_month: dateToMonth(course.planned_month),
  };
}

function toRow(values: CourseFormValues) {
  return {
    slug: values.slug.trim(),
    ...rowFromTexts(textsOfForm(values)),
    category: values.category || null,
    level: values.level || null,
    is_premium: values.is_premium,
    cover_url: values.cover_url || null,
    state: values.state,
    // The month shows only while the course is announced; a published course keeps none.
    planned_month: values.state === 'announced' ? monthToDate(values.planned_month) : null,
  };
}

/** A new course goes last in staff's order. */
export async function createCourse(client: SupabaseClient, values: CourseFormValues, position: number): Promise<{ id: string }> {
  return unwrapChanged(
    checked(
      await client
        .from('courses')
        .insert({ ...toRow(values), position })
        .select('id'),
    ),
    'create course',
  );
}

export async function updateCourse(client: SupabaseClient, id: string, values: CourseFormValues): Promise<void> {
  unwrapChanged(checked(await client.from('courses').update(toRow(values)).eq('id', id).select('id')), 'update course');
}

export async function deleteCourse(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('courses').delete().eq('id', id).select('id'), 'delete course');
}

/** Runs one of the contract's reorder functions: the whole order in one request, or a 'stale_order' refusal. */
export async function callReorder(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<void> {
  const { error } = await client.rpc(name, args);
  const refusal = refusalOf(error);
  if (refusal) throw refusal;
  if (error) throw new Error(`${name}: ${error.message}`);
}

export function reorderCourses(client: SupabaseClient, ids: string[]): Promise<void> {
  return callReorder(client, 'reorder_courses', { ids });
}
