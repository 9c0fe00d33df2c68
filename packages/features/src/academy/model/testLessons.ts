import type { CatalogLesson, LessonProgress } from './types.ts';

/** Builds catalog rows for tests with only the fields a test cares about. */
export function lesson(id: string, fields: Partial<CatalogLesson> = {}): CatalogLesson {
  return {
    id,
    title: `Lesson ${id}`,
    description: null,
    youtube_url: null,
    video_url: null,
    thumbnail_url: null,
    is_private: false,
    module_id: null,
    module_title: null,
    module_position: null,
    position: null,
    created_at: '2025-01-01T00:00:00Z',
    course_slug: 'coder-ai',
    course_title: 'AI Coder',
    ...fields,
  };
}

export function progressOf(rows: Array<Partial<LessonProgress> & { video_id: string }>): Map<string, LessonProgress> {
  return new Map(rows.map((row) => [row.video_id, { progress: 0, completed: false, position_seconds: null, ...row }]));
}
