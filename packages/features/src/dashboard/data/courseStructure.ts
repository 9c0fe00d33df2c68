import type { SupabaseClient } from '@supabase/supabase-js';
import { rowFromTexts, type LocalizedTexts, type Translations } from '../model/localizedTexts.ts';
import { callReorder } from './courses.ts';
import { unwrap, unwrapChanged } from './result.ts';
import { VIDEO_COLUMNS, type DashboardVideo } from './videos.ts';

export type DashboardModule = {
  id: string;
  course_id: string;
  title: string;
  description: string | null;
  translations: Translations | null;
  position: number;
};

/** One course's modules in order and its lessons (in modules and unassigned), as the builder shows them. */
export type CourseStructure = { modules: DashboardModule[]; lessons: DashboardVideo[] };

export async function fetchCourseStructure(client: SupabaseClient, courseId: string): Promise<CourseStructure> {
  const [modules, lessons] = await Promise.all([
    client
      .from('modules')
      .select('id,course_id,title,description,translations,position')
      .eq('course_id', courseId)
      .order('position')
      .order('created_at'),
    client.from('videos').select(VIDEO_COLUMNS).eq('course_id', courseId).order('position').order('created_at'),
  ]);
  return {
    modules: unwrap(modules, 'load modules') as DashboardModule[],
    lessons: unwrap(lessons, 'load lessons') as DashboardVideo[],
  };
}

/** The lessons of one module (null: the course's unassigned list), in their order. */
export function lessonsIn(structure: CourseStructure, moduleId: string | null): DashboardVideo[] {
  return structure.lessons.filter((lesson) => lesson.module_id === moduleId);
}

function moduleRow(texts: LocalizedTexts) {
  return rowFromTexts(texts);
}

export async function createModule(client: SupabaseClient, courseId: string, texts: LocalizedTexts, position: number): Promise<void> {
  unwrapChanged(
    await client
      .from('modules')
      .insert({ ...moduleRow(texts), course_id: courseId, position })
      .select('id'),
    'create module',
  );
}
export async function renameModule(client: SupabaseClient, id: string, texts: LocalizedTexts): Promise<void> {
  unwrapChanged(await client.from('modules').update(moduleRow(texts)).eq('id', id).select('id'), 'rename module');
}
/** The database moves the module's lessons to the course's unassigned list (never deleted with it). */
export async function deleteModule(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('modules').delete().eq('id', id).select('id'), 'delete module');
}

export function reorderModules(client: SupabaseClient, course: string, ids: string[]): Promise<void> {
  return callReorder(client, 'reorder_modules', { course, ids });
}
export function reorderLessons(client: SupabaseClient, course: string, module: string | null, ids: string[]): Promise<void> {
  return callReorder(client, 'reorder_lessons', { course, module, ids });
}
