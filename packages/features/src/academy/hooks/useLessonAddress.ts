import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { documentTitle } from '../../shell/pageMeta.ts';
import { playerSourceOf, previewPath, type CatalogLesson, type ModuleState, type PreviewAudience } from '../model/index.ts';
import type { CourseData } from './useCourse.ts';
import type { useLessonPlayer } from './useLessonPlayer.ts';

/** Why a lesson's address does not play: not in the course, its module not open yet, or premium for this reader. */
export type LessonNotice = 'unknown' | 'moduleLocked' | 'locked';

/**
 * The address of a lesson on its course page: /academy/<course>/<lessonId>?t=<seconds>. Staff's preview keeps its
 * `?preview=` on the lessons it opens (without it, opening a lesson left the preview for staff's own view).
 */
export function lessonPath(courseSlug: string, lessonId: string, atSeconds?: number | null, preview?: PreviewAudience | null): string {
  const query = new URLSearchParams();
  if (preview) query.set('preview', preview);
  if (atSeconds && atSeconds > 0) query.set('t', String(Math.floor(atSeconds)));
  const search = query.toString();
  return `/academy/${courseSlug}/${encodeURIComponent(lessonId)}${search ? `?${search}` : ''}`;
}

/** The course page's own address, in staff's preview when there is one. */
export function coursePagePath(courseSlug: string, preview?: PreviewAudience | null): string {
  return preview ? previewPath(courseSlug, preview) : `/academy/${courseSlug}`;
}

/** ?t=95 (or 1m35s, 95s): the second to start at; null when absent or unreadable. */
export function startSecondOf(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (!match || match[0] === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Where the lesson with this id stands for the reader (null: it plays). */
export function lessonNotice(
  states: readonly ModuleState[],
  lessonId: string,
): { lesson: CatalogLesson | null; notice: LessonNotice | null } {
  for (const state of states) {
    const lesson = state.module.lessons.find((candidate) => candidate.id === lessonId);
    if (!lesson) continue;
    if (!playerSourceOf(lesson)) return { lesson, notice: 'locked' };
    return { lesson, notice: state.unlocked ? null : 'moduleLocked' };
  }
  return { lesson: null, notice: 'unknown' };
}

/**
 * The URL is where the open lesson lives: opening a lesson pushes its address, closing pushes the course's, and
 * the player follows the address (a shared link, back and forward, a reload). The page title names the lesson.
 */
export function useLessonAddress({
  courseSlug,
  courseTitle,
  course,
  states,
  player,
}: {
  courseSlug: string;
  courseTitle: string;
  course: CourseData;
  states: readonly ModuleState[];
  player: ReturnType<typeof useLessonPlayer>;
}) {
  const navigate = useNavigate();
  const { lessonId = null } = useParams();
  const [search] = useSearchParams();
  const startAt = startSecondOf(search.get('t'));
  // Decisions wait until the reader's progress is known (a module's lock depends on it) and the reader's own lessons
  // (the server's list shown meanwhile has no video and shows every premium lesson locked: it decides nothing).
  const settled = course.sessionStatus !== 'loading' && course.progressStatus !== 'loading' && course.lessonsStatus === 'ready';
  const { open, openLesson, close } = player;
  const { preview } = course;
  const openId = open?.lesson.id ?? null;
  const notice = lessonId && settled ? lessonNotice(states, lessonId).notice : null;

  useEffect(() => {
    if (!lessonId) {
      if (openId) close();
      return;
    }
    if (!settled || openId === lessonId) return;
    const found = lessonNotice(states, lessonId);
    if (found.lesson && !found.notice) openLesson(found.lesson, startAt ?? undefined);
    else if (openId) close();
    // The address alone drives this; the lesson list and progress only need to be known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonId, startAt, settled, openId]);

  const openTitle = open?.lesson.title ?? null;
  const previousTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!openTitle) return;
    previousTitle.current ??= document.title;
    document.title = documentTitle(`${openTitle} · ${courseTitle}`);
    return () => {
      if (previousTitle.current !== null) document.title = previousTitle.current;
      previousTitle.current = null;
    };
  }, [openTitle, courseTitle]);

  return {
    notice,
    /** Opens a lesson by going to its address. */
    go: useCallback(
      (lesson: CatalogLesson, atSeconds?: number) => navigate(lessonPath(courseSlug, lesson.id, atSeconds, preview)),
      [courseSlug, navigate, preview],
    ),
    /** Closes the player by going back to the course's address. */
    leave: useCallback(() => navigate(coursePagePath(courseSlug, preview)), [courseSlug, navigate, preview]),
    dismissNotice: () => navigate(coursePagePath(courseSlug, preview)),
  };
}
