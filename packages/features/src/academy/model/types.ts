import type { Translations } from './courseText.ts';

/** One row of the `lesson_catalog` view: a non-hidden lesson with its course and module. */
export type CatalogLesson = {
  id: string;
  title: string;
  description: string | null;
  /** NULL when the reader may not play the lesson (premium without a subscription). */
  youtube_url: string | null;
  /** An uploaded file (bucket `lesson-videos`); NULL when absent or not playable by the reader. */
  video_url: string | null;
  thumbnail_url: string | null;
  is_private: boolean;
  module_id: string | null;
  module_title: string | null;
  module_position: number | null;
  position: number | null;
  created_at: string;
  course_slug: string | null;
  course_title: string | null;
  /** True when the lesson is premium and the reader may not play it (its links are NULL). */
  is_locked?: boolean;
  /** The lesson's title and description in Portuguese and English (Creole: title, description). */
  translations?: Translations | null;
  /** The module's title in Portuguese and English (Creole: module_title). */
  module_translations?: Translations | null;
};

/** The reader's own `video_progress` row for one lesson. */
export type LessonProgress = {
  video_id: string;
  progress: number;
  completed: boolean;
  position_seconds: number | null;
  last_watched?: string | null;
  /** The seconds played, in PostgreSQL's int4multirange text form ('{[0,10),[95,99)}'): model/playedRanges.ts. */
  watched_ranges?: string | null;
};

export type ProgressByLesson = ReadonlyMap<string, LessonProgress>;

/** The key of the group of lessons that belong to no module (spec: grouped under 'default'). */
export const DEFAULT_MODULE_KEY = 'default';

export type CourseModule = {
  key: string;
  title: string | null;
  position: number | null;
  lessons: CatalogLesson[];
};
