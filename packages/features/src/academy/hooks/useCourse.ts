import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { fetchCourseLessons, fetchLessonProgress } from '../data/courseQueries.ts';
import { useCourseListing } from '../data/courseListing.ts';
import { takeEarlyLessons, takeEarlyProgress } from '../data/earlyCourseData.ts';
import { storedUserId } from '../data/persistedCache.ts';
import {
  groupLessonsByModule,
  lessonInLanguage,
  lessonsAsLearnerSees,
  type CatalogLesson,
  type LessonProgress,
  type PreviewAudience,
  type ProgressWrite,
} from '../model/index.ts';

const noLessons: CatalogLesson[] = [];
const noProgress: LessonProgress[] = [];

/**
 * Everything a course page shows, in at most two requests: the course's lessons (lesson_catalog)
 * and, with a session only, the learner's progress on exactly those lessons.
 */
/**
 * `preview`: staff's preview as a learner of that audience (model/preview.ts): a learner's lessons, starting with no
 * progress; what staff watch or mark there is kept on the page only (never staff's own progress in the database).
 */
export function useCourse(courseSlug: string, preview: PreviewAudience | null = null) {
  const { user, status: sessionStatus } = useSession();
  // While supabase-js restores a stored session, its user is already known from storage: the progress card and the
  // progress request do not wait for it (and the lessons do not move down when the card arrives).
  const userId = user?.id ?? (sessionStatus === 'loading' ? storedUserId() : null);

  // The first read takes the answer the route asked for beside the page's code (earlyCourseData.ts), if any.
  const lessonsQuery = useSWR(
    ['academy/lessons', courseSlug],
    ([, slug]) => takeEarlyLessons(slug)?.catch(() => fetchCourseLessons(supabase(), slug)) ?? fetchCourseLessons(supabase(), slug),
    { revalidateOnFocus: false },
  );
  // Staff write each lesson and module in up to three languages (issue 33): the page shows the reader's.
  const { locale } = useI18n();
  // Until the reader's own read is here, the list the server rendered the page with (courseListing.ts): the app's
  // first render is the list already on screen, not a spinner over it.
  const listing = useCourseListing(courseSlug);
  const fetched = lessonsQuery.data ?? listing ?? noLessons;
  const lessons = useMemo(() => fetched.map((lesson) => lessonInLanguage(lesson, locale)), [fetched, locale]);
  const lessonIds = useMemo(() => lessons.map((lesson) => lesson.id), [lessons]);

  // Waits for the lessons so the progress read asks only for this course's videos.
  const progressKey = userId && lessonsQuery.data && lessonIds.length > 0 ? (['academy/progress', courseSlug, userId] as const) : null;
  const progressQuery = useSWR(
    progressKey,
    ([, slug, id]) =>
      takeEarlyProgress(slug, id)?.catch(() => fetchLessonProgress(supabase(), id, lessonIds)) ??
      fetchLessonProgress(supabase(), id, lessonIds),
    { revalidateOnFocus: false },
  );

  const shown = useMemo(() => (preview ? lessonsAsLearnerSees(lessons, preview) : lessons), [lessons, preview]);
  const modules = useMemo(() => groupLessonsByModule(shown), [shown]);
  // A preview's progress, for the audience it was made in (switching audience starts again from none).
  const [previewed, setPreviewed] = useState<{ audience: PreviewAudience | null; rows: LessonProgress[] }>({ audience: null, rows: [] });
  const previewRows = previewed.audience === preview ? previewed.rows : noProgress;
  const progress = useMemo(
    () => new Map((preview ? previewRows : (progressQuery.data ?? noProgress)).map((row) => [row.video_id, row])),
    [progressQuery.data, preview, previewRows],
  );

  const { mutate: mutateProgress } = progressQuery;
  /** Applies a saved write to the page at once (the lesson card and the progress card update without a reload). */
  const applyProgress = useCallback(
    (write: ProgressWrite) => {
      if (preview) {
        setPreviewed((last) => ({ audience: preview, rows: withWrite(last.audience === preview ? last.rows : [], write) }));
        return;
      }
      void mutateProgress((rows = []) => withWrite(rows, write), { revalidate: false });
    },
    [mutateProgress, preview],
  );

  return {
    userId,
    sessionStatus,
    preview,
    lessons: shown,
    modules,
    progress,
    /** 'listed': the server's public list is shown while the reader's own read is on its way. */
    lessonsStatus: lessonsQuery.error ? 'error' : lessonsQuery.data ? 'ready' : listing ? 'listed' : 'loading',
    /** Whether the page started from the server's list (it stays on screen while the reader's data loads). */
    listed: listing !== null,
    progressStatus: !userId
      ? 'none'
      : preview
        ? 'ready'
        : progressQuery.error
          ? 'error'
          : progressQuery.data || lessonIds.length === 0
            ? 'ready'
            : 'loading',
    retry: () => void lessonsQuery.mutate(),
    applyProgress,
  } as const;
}
export type CourseData = ReturnType<typeof useCourse>;

/** The progress rows with one write applied (the lesson's row replaced, or added). */
function withWrite(rows: LessonProgress[], write: ProgressWrite): LessonProgress[] {
  const next: LessonProgress = { ...write, last_watched: new Date().toISOString() };
  return rows.some((row) => row.video_id === write.video_id)
    ? rows.map((row) => (row.video_id === write.video_id ? next : row))
    : [...rows, next];
}
