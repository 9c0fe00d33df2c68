import { mergeProgress, percentWatched, shouldSaveWhileWatching, type LessonProgress, type ProgressWrite, type SavedMark } from '../model/index.ts';

export type TrackerDeps = {
  videoId: string;
  /** The learner's saved row for this lesson, if any (a completed one is never lowered). */
  existing: LessonProgress | undefined;
  /** A normal save (supabase-js upsert). */
  save: (write: ProgressWrite) => Promise<void>;
  /** A save that must survive the page going away (keepalive fetch); it cannot be awaited. */
  saveOnHide: (write: ProgressWrite) => void;
  onSaved?: (write: ProgressWrite) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
};

/**
 * Follows one playing lesson: reports from the player are throttled into saves, and the last
 * position is written when the dialog closes or the page hides. Everything it writes goes
 * through mergeProgress, so a completed lesson stays completed.
 */
export function createProgressTracker(deps: TrackerDeps) {
  const now = deps.now ?? Date.now;
  let known = deps.existing;
  let lastSaved: SavedMark | null = null;
  let latest: { percent: number; positionSeconds: number } | null = null;
  let pending: Promise<void> = Promise.resolve();

  function writeFor(percent: number, positionSeconds: number, completed = false): ProgressWrite {
    return mergeProgress(known, { video_id: deps.videoId, progress: percent, completed, position_seconds: positionSeconds });
  }

  function remember(write: ProgressWrite) {
    known = { video_id: write.video_id, progress: write.progress, completed: write.completed, position_seconds: write.position_seconds };
    lastSaved = { percent: write.progress, positionSeconds: write.position_seconds, atMs: now() };
  }

  function save(write: ProgressWrite): Promise<void> {
    remember(write);
    // Saves run one after another so an older percent can never land after a newer one.
    pending = pending
      .then(() => deps.save(write))
      .then(() => deps.onSaved?.(write))
      .catch((error: unknown) => deps.onError?.(error));
    return pending;
  }

  function unsavedChange(): boolean {
    if (!latest) return false;
    return !lastSaved || Math.round(latest.positionSeconds) !== Math.round(lastSaved.positionSeconds) || latest.percent > lastSaved.percent;
  }

  return {
    /** Called on every time update of the player. Resolves when a save it started is done. */
    report(currentSeconds: number, durationSeconds: number): Promise<void> {
      const percent = percentWatched(currentSeconds, durationSeconds);
      latest = { percent, positionSeconds: currentSeconds };
      if (percent >= 100) return save(writeFor(100, currentSeconds, true));
      if (!shouldSaveWhileWatching(lastSaved, { percent, positionSeconds: currentSeconds, atMs: now() })) return pending;
      return save(writeFor(percent, currentSeconds));
    },
    /** 'Mark as Completed': 100 and completed, awaited so the dialog can show 'Saving...'. */
    complete(): Promise<void> {
      const write = writeFor(100, latest?.positionSeconds ?? known?.position_seconds ?? 0, true);
      // Remembered only once stored: a failed completion must not look completed to later saves.
      // Rejects on failure so the dialog can say so; the queue itself carries on.
      const result = pending
        .then(() => deps.save(write))
        .then(() => {
          remember(write);
          deps.onSaved?.(write);
        });
      pending = result.catch(() => undefined);
      return result;
    },
    /** Dialog closed: save the last position if it moved since the last save. */
    flush(): Promise<void> {
      if (!unsavedChange() || !latest) return pending;
      return save(writeFor(latest.percent, latest.positionSeconds));
    },
    /** Page hiding: the same, through the path that outlives the page. */
    flushOnHide(): void {
      if (!unsavedChange() || !latest) return;
      const write = writeFor(latest.percent, latest.positionSeconds);
      remember(write);
      deps.saveOnHide(write);
    },
    get progress(): LessonProgress | undefined {
      return known;
    },
  };
}
export type ProgressTracker = ReturnType<typeof createProgressTracker>;
