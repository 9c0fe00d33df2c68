import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompletionState, VideoDialogSource } from '@academy/ui';
import { supabase } from '../../backend/index.ts';
import { useT } from '../../i18n/index.ts';
import { notify } from '../../shell/notify.ts';
import { keepaliveTargetOf, progressRow, sendProgressKeepalive, upsertProgress, type KeepaliveTarget } from '../data/progressStore.ts';
import { createProgressTracker, type ProgressTracker } from '../data/progressTracker.ts';
import { playerSourceOf, type CatalogLesson, type ProgressByLesson, type ProgressWrite } from '../model/index.ts';

export type OpenLesson = { lesson: CatalogLesson; source: VideoDialogSource; startAtSeconds: number };

type Options = {
  userId: string | null;
  progress: ProgressByLesson;
  /** The course's progress read failed: the dialog cannot know where the learner left off. */
  progressFailed: boolean;
  onSaved: (write: ProgressWrite) => void;
  /** Staff's preview as a learner: progress is tracked as a learner's would be, but nothing is sent. */
  keepOnPage?: boolean;
};

/**
 * The video dialog's state for a course page: which lesson plays, where it starts, its percent,
 * 'Mark as Completed' -> 'Saving...' -> 'Completed!', and saving progress while it plays,
 * when it closes and when the page hides. Without a session the video plays and nothing is saved.
 */
export function useLessonPlayer({ userId, progress, progressFailed, onSaved, keepOnPage = false }: Options) {
  const t = useT();
  const [open, setOpen] = useState<OpenLesson | null>(null);
  const [percent, setPercent] = useState(0);
  const [completion, setCompletion] = useState<CompletionState>('idle');
  // Where the player is (whole seconds), for a question's time and the Copy link address.
  const [currentSeconds, setCurrentSeconds] = useState<number | null>(null);
  const tracker = useRef<ProgressTracker | null>(null);
  // Which lesson the dialog shows: a save that finishes later (a slow network), once its lesson was closed and another
  // opened, updates the course's progress but not the dialog's 'Completed!' and percent.
  const shownLessonId = useRef<string | null>(null);
  const keepalive = useRef<KeepaliveTarget | null>(null);
  // Saves finish after renders; they report to the latest callback.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  // A save that finishes after the page went away (a lesson address left, a story switched) updates nothing.
  useEffect(
    () => () => {
      onSavedRef.current = () => undefined;
    },
    [],
  );

  const openLesson = useCallback(
    (lesson: CatalogLesson, resumeAtSeconds?: number) => {
      const source = playerSourceOf(lesson);
      if (!source) return false;
      const existing = progress.get(lesson.id);
      if (!userId) notify('info', t('academy.progress.signIn'));
      else if (progressFailed) notify('error', t('academy.video.loadError'));

      shownLessonId.current = lesson.id;
      tracker.current = userId
        ? createProgressTracker({
            videoId: lesson.id,
            existing,
            save: (write) => (keepOnPage ? Promise.resolve() : upsertProgress(supabase(), progressRow(userId, write))),
            saveOnHide: (write) => {
              if (keepalive.current) void sendProgressKeepalive(keepalive.current, progressRow(userId, write)).catch(() => undefined);
            },
            onSaved: (write) => {
              onSavedRef.current(write);
              if (write.completed && shownLessonId.current === lesson.id) {
                setCompletion('completed');
                setPercent(100);
              }
            },
            onError: () => notify('error', t('academy.video.saveError')),
          })
        : null;
      keepalive.current = null;
      if (userId && !keepOnPage) {
        void supabase()
          .auth.getSession()
          .then(({ data }) => {
            keepalive.current = data.session ? keepaliveTargetOf(supabase(), data.session.access_token) : null;
          });
      }

      // A finished lesson starts over; an unfinished one resumes where it was left.
      const startAtSeconds = resumeAtSeconds ?? (existing?.completed ? 0 : (existing?.position_seconds ?? 0));
      setPercent(existing?.completed ? 100 : (existing?.progress ?? 0));
      setCompletion(existing?.completed ? 'completed' : 'idle');
      setCurrentSeconds(startAtSeconds);
      setOpen({ lesson, source, startAtSeconds });
      return true;
    },
    [progress, progressFailed, t, userId, keepOnPage],
  );

  const onTimeUpdate = useCallback((currentSeconds: number, durationSeconds: number) => {
    setCurrentSeconds(Math.floor(currentSeconds));
    // A visitor's watching is not saved: no percent climbs as if it were (the player says so instead, issue 20).
    if (!tracker.current) return;
    void tracker.current.report(currentSeconds, durationSeconds);
    // The seconds played so far (issue 39.14), never below what the lesson showed when it opened.
    const watched = tracker.current.percent;
    setPercent((shown) => Math.max(shown, watched));
  }, []);

  const onEnded = useCallback((durationSeconds: number) => onTimeUpdate(durationSeconds, durationSeconds), [onTimeUpdate]);

  const markCompleted = useCallback(() => {
    const current = tracker.current;
    if (!current) {
      notify('info', t('academy.progress.signIn'));
      return;
    }
    setCompletion('saving');
    // The toast tells the outcome whichever lesson is open by then; the button and percent are the marked lesson's only.
    const markedLessonId = shownLessonId.current;
    const stillOpen = () => shownLessonId.current === markedLessonId;
    current.complete().then(
      () => {
        if (stillOpen()) {
          setCompletion('completed');
          setPercent(100);
        }
        notify('success', t('academy.video.completedToast'));
      },
      () => {
        if (stillOpen()) setCompletion('idle');
        notify('error', t('academy.video.saveError'));
      },
    );
  }, [t]);

  const close = useCallback(() => {
    void tracker.current?.flush();
    setOpen(null);
  }, []);

  // The page may go away while a video plays (tab closed, app switched on a phone): save through keepalive.
  useEffect(() => {
    if (!open) return;
    const hide = () => tracker.current?.flushOnHide();
    const visibility = () => document.visibilityState === 'hidden' && hide();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [open]);

  // Without a session nothing is saved: the course page shows a sign-in notice instead of a percent.
  const saves = userId !== null;
  return { open, percent, completion, saves, currentSeconds, openLesson, onTimeUpdate, onEnded, markCompleted, close } as const;
}
