// Test data only (the unit tests of model/): no course of the academy's, which live in the database (issue 33).
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
    course_slug: 'test-course',
    course_title: 'Test course',
    ...fields,
  };
}

export function progressOf(rows: Array<Partial<LessonProgress> & { video_id: string }>): Map<string, LessonProgress> {
  return new Map(rows.map((row) => [row.video_id, { progress: 0, completed: false, position_seconds: null, ...row }]));
}
