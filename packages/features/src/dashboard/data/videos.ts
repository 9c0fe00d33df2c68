import type { SupabaseClient } from '@supabase/supabase-js';
import type { VideoFormValues } from '../model/validation.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type DashboardVideo = {
  id: string;
  title: string;
  description: string | null;
  youtube_url: string | null;
  thumbnail_url: string | null;
  is_private: boolean;
  is_hidden: boolean;
  module_id: string | null;
  created_at: string;
};
export type CourseOption = { id: string; title: string; modules: { id: string; title: string }[] };

export async function fetchVideos(client: SupabaseClient): Promise<DashboardVideo[]> {
  const result = await client
    .from('videos')
    .select('id, title, description, youtube_url, thumbnail_url, is_private, is_hidden, module_id, created_at')
    .order('created_at', { ascending: false });
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
    title: values.title.trim(),
    description: values.description.trim() || null,
    youtube_url: values.youtube_url.trim(),
    thumbnail_url: values.thumbnail_url || null,
    is_private: values.is_private,
    module_id: values.module_id || null,
  };
}

export function videoToForm(video: DashboardVideo, courses: CourseOption[]): VideoFormValues {
  const course = courses.find((c) => c.modules.some((m) => m.id === video.module_id));
  return {
    title: video.title,
    description: video.description ?? '',
    youtube_url: video.youtube_url ?? '',
    course_id: course?.id ?? '',
    module_id: video.module_id ?? '',
    is_private: video.is_private,
    thumbnail_url: video.thumbnail_url ?? '',
  };
}

export async function createVideo(client: SupabaseClient, values: VideoFormValues, createdBy: string | null): Promise<void> {
  unwrapChanged(
    await client
      .from('videos')
      .insert({ ...toRow(values), created_by: createdBy })
      .select('id'),
    'create video',
  );
}
export async function updateVideo(client: SupabaseClient, id: string, values: VideoFormValues): Promise<void> {
  unwrapChanged(await client.from('videos').update(toRow(values)).eq('id', id).select('id'), 'update video');
}
export async function deleteVideo(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('videos').delete().eq('id', id).select('id'), 'delete video');
}
export async function setVideoHidden(client: SupabaseClient, id: string, hidden: boolean): Promise<void> {
  unwrapChanged(await client.from('videos').update({ is_hidden: hidden }).eq('id', id).select('id'), 'update video visibility');
}
