import type { SupabaseClient } from '@supabase/supabase-js';
import { formOfTexts, rowFromTexts, textsFromRow, textsOfForm, type Translations } from '../model/localizedTexts.ts';
import type { VideoFormValues } from '../model/validation.ts';
import { callReorder } from './courses.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type DashboardVideo = {
  id: string;
  title: string;
  description: string | null;
  translations?: Translations | null;
  youtube_url: string | null;
  thumbnail_url: string | null;
  is_private: boolean;
  is_hidden: boolean;
  module_id: string | null;
  /** The lesson's course (kept equal to its module's by the database); null for a legacy lesson with no module. */
  course_id?: string | null;
  position?: number;
  created_at: string;
};
export type CourseOption = { id: string; title: string; modules: { id: string; title: string }[] };

export const VIDEO_COLUMNS =
  'id, title, description, translations, youtube_url, thumbnail_url, is_private, is_hidden, module_id, course_id, position, created_at';

export async function fetchVideos(client: SupabaseClient): Promise<DashboardVideo[]> {
  const result = await client.from('videos').select(VIDEO_COLUMNS).order('created_at', { ascending: false });
  return unwrap(result, 'load videos') as DashboardVideo[];
}

/** Courses with their modules, for the form's two selects. */
export async function fetchCourseOptions(client: SupabaseClient): Promise<CourseOption[]> {
  const [courses, modules] = await Promise.all([
    client.from('courses').select('id, title').order('position').order('title'),
    client.from('modules').select('id, title, course_id').order('position').order('created_at'),
  ]);
  const byCourse = new Map<string, { id: string; title: string }[]>();
  for (const m of unwrap(modules, 'load modules') as { id: string; title: string; course_id: string }[]) {
    byCourse.set(m.course_id, [...(byCourse.get(m.course_id) ?? []), { id: m.id, title: m.title }]);
  }
  return (unwrap(courses, 'load courses') as { id: string; title: string }[]).map((c) => ({ ...c, modules: byCourse.get(c.id) ?? [] }));
}

function toRow(values: VideoFormValues) {
  return {
    ...rowFromTexts(textsOfForm(values)),
    youtube_url: values.youtube_url.trim(),
    thumbnail_url: values.thumbnail_url || null,
    is_private: values.is_private,
  };
}

export function videoToForm(video: DashboardVideo, courses: CourseOption[]): VideoFormValues {
  const course = video.course_id
    ? courses.find((c) => c.id === video.course_id)
    : courses.find((c) => c.modules.some((m) => m.id === video.module_id));
  return {
    ...formOfTexts(textsFromRow(video)),
    youtube_url: video.youtube_url ?? '',
    course_id: course?.id ?? '',
    module_id: video.module_id ?? '',
    is_private: video.is_private,
    thumbnail_url: video.thumbnail_url ?? '',
  };
}

/** Where a lesson sits: a module, else its course's unassigned list, else nowhere (a legacy lesson). */
function placement(values: Pick<VideoFormValues, 'course_id' | 'module_id'>) {
  return { module_id: values.module_id || null, course_id: values.course_id || null };
}

/** A new lesson goes last in its module (or its course's unassigned list). Resolves to its id (its captions need it). */
export async function createVideo(
  client: SupabaseClient,
  values: VideoFormValues,
  createdBy: string | null,
  position = 0,
): Promise<string> {
  const created = unwrapChanged<{ id: string }>(
    await client
      .from('videos')
      .insert({ ...toRow(values), ...placement(values), position, created_by: createdBy })
      .select('id'),
    'create video',
  );
  return created.id;
}

/**
 * Saves the form; a lesson that changes module or course goes through move_lesson (last in its new list, both
 * lists renumbered without gaps) before its other fields are written.
 */
export async function updateVideo(client: SupabaseClient, id: string, values: VideoFormValues, before?: VideoFormValues): Promise<void> {
  const moved = before && (before.course_id !== values.course_id || before.module_id !== values.module_id);
  if (moved && values.course_id) {
    await moveLesson(client, id, values.course_id, values.module_id || null, null);
    unwrapChanged(await client.from('videos').update(toRow(values)).eq('id', id).select('id'), 'update video');
    return;
  }
  unwrapChanged(
    await client
      .from('videos')
      .update({ ...toRow(values), ...placement(values) })
      .eq('id', id)
      .select('id'),
    'update video',
  );
}
export async function deleteVideo(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('videos').delete().eq('id', id).select('id'), 'delete video');
}
export async function setVideoHidden(client: SupabaseClient, id: string, hidden: boolean): Promise<void> {
  unwrapChanged(await client.from('videos').update({ is_hidden: hidden }).eq('id', id).select('id'), 'update video visibility');
}

/** move_lesson: to another module or course (null module = the course's unassigned list); null position = last. */
export function moveLesson(
  client: SupabaseClient,
  lesson: string,
  toCourse: string,
  toModule: string | null,
  toPosition: number | null,
): Promise<void> {
  return callReorder(client, 'move_lesson', { lesson, to_course: toCourse, to_module: toModule, to_position: toPosition });
}
