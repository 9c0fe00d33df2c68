import type { SupabaseClient } from '@supabase/supabase-js';
import type { CatalogLesson, LessonProgress } from '../model/index.ts';

/** PostgREST's "no rows" code for single-row reads: not a failure for progress (spec section 8). */
export const NO_ROWS_CODE = 'PGRST116';

export const LESSON_COLUMNS =
  'id,title,description,youtube_url,video_url,thumbnail_url,is_private,module_id,module_title,module_position,position,created_at,course_slug,course_title,is_locked,translations,module_translations';
export const PROGRESS_COLUMNS = 'video_id,progress,completed,position_seconds,last_watched,watched_ranges';

export class AcademyQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'AcademyQueryError';
    this.code = code;
  }
}

/** Request 1 of a course page: every lesson of the course the reader may see, in course order. */
export async function fetchCourseLessons(client: SupabaseClient, courseSlug: string): Promise<CatalogLesson[]> {
  const { data, error } = await client
    .from('lesson_catalog')
    .select(LESSON_COLUMNS)
    .eq('course_slug', courseSlug)
    .order('module_position', { ascending: true, nullsFirst: false })
    .order('position', { ascending: true, nullsFirst: false })
    .order('created_at', { ascending: true });
  if (error) throw new AcademyQueryError(error.message, error.code);
  return (data ?? []) as unknown as CatalogLesson[];
}

/** The REST address of request 1 (the same filter and order as fetchCourseLessons: a read without supabase-js). */
export function lessonsUrl(base: string, courseSlug: string): string {
  const query = new URLSearchParams({
    select: LESSON_COLUMNS,
    course_slug: `eq.${courseSlug}`,
    order: 'module_position.asc.nullslast,position.asc.nullslast,created_at.asc',
  });
  return `${base}/rest/v1/lesson_catalog?${query}`;
}

/** Request 2 of a course page: the signed-in learner's own progress on those lessons. */
export async function fetchLessonProgress(client: SupabaseClient, userId: string, lessonIds: readonly string[]): Promise<LessonProgress[]> {
  if (lessonIds.length === 0) return [];
  const { data, error } = await client
    .from('video_progress')
    .select(PROGRESS_COLUMNS)
    .eq('user_id', userId)
    .in('video_id', [...lessonIds]);
  if (error) {
    if (error.code === NO_ROWS_CODE) return [];
    throw new AcademyQueryError(error.message, error.code);
  }
  return normalizeProgressRows((data ?? []) as LessonProgress[]);
}

/** progress and position_seconds are numeric columns: PostgREST may send them as strings. */
export function normalizeProgressRows(rows: LessonProgress[]): LessonProgress[] {
  return rows.map((row) => ({
    ...row,
    progress: Number(row.progress) || 0,
    position_seconds: row.position_seconds === null ? null : Number(row.position_seconds) || 0,
  }));
}
