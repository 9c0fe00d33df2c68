// The home page's sample lessons (issue 39.15): real lessons, not texts in code. They are the first lessons a visitor
// may play of the first published course (staff's order), each opening that lesson. The read is the course page's own
// (same request, same cache key), so pressing a sample opens the course page with its lessons already at hand.
import useSWR from 'swr';
import { backendClient } from '../../backend/index.ts';
import { visitorRead } from '../../backend/visitorRead.ts';
import { useI18n } from '../../i18n/index.ts';
import { lessonInLanguage, type CatalogLesson } from '../model/index.ts';
import { fetchCourseLessons, lessonsUrl } from './courseQueries.ts';

export const SAMPLE_LESSON_COUNT = 3;

/** The first lessons a visitor may play, in course order. */
export function sampleLessonsOf(lessons: readonly CatalogLesson[], count = SAMPLE_LESSON_COUNT): CatalogLesson[] {
  return lessons.filter((lesson) => !lesson.is_locked && !lesson.is_private).slice(0, count);
}

export type SampleLessonsState = { lessons: CatalogLesson[]; status: 'loading' | 'ready' | 'error' };

/** The sample lessons of a course (null: no published course, so none), in the reader's language. */
export function useSampleLessons(courseSlug: string | null): SampleLessonsState {
  const { locale } = useI18n();
  // The home page paints before supabase-js has arrived (paintsWithoutBackend): a visitor's read goes without it (the
  // same request, visitorRead.ts); a member's awaits the client, never assumes it.
  const query = useSWR(
    courseSlug ? ['academy/lessons', courseSlug] : null,
    async ([, slug]) =>
      visitorRead<CatalogLesson[]>((backendUrl) => lessonsUrl(backendUrl, slug)) ?? fetchCourseLessons(await backendClient(), slug),
    {
      revalidateOnFocus: false,
    },
  );
  if (!courseSlug) return { lessons: [], status: 'ready' };
  if (query.error) return { lessons: [], status: 'error' };
  if (!query.data) return { lessons: [], status: 'loading' };
  return { lessons: sampleLessonsOf(query.data).map((lesson) => lessonInLanguage(lesson, locale)), status: 'ready' };
}
