import {
  afterPlaying,
  formatStretches,
  mergeProgress,
  parseStretches,
  percentPlayed,
  playedSeconds,
  shouldSaveWhileWatching,
  type LessonProgress,
  type ProgressWrite,
  type SavedMark,
  type Stretch,
} from '../model/index.ts';

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
 * through mergeProgress, so a completed lesson stays completed. The percent is the seconds actually played
 * (playedRanges.ts, issue 39.14), counted from the stretches already saved for this lesson.
 */
export function createProgressTracker(deps: TrackerDeps) {
  const now = deps.now ?? Date.now;
  let known = deps.existing;
  let lastSaved: SavedMark | null = null;
  let latest: { percent: number; positionSeconds: number } | null = null;
  let pending: Promise<void> = Promise.resolve();
  let played: readonly Stretch[] = parseStretches(deps.existing?.watched_ranges);
  let savedPlayedSeconds = playedSeconds(played);
  /** The player's previous time: a step from it of a few seconds forward is played, anything else a seek. */
  let previousSeconds: number | null = null;

  function writeFor(percent: number, positionSeconds: number, completed = false): ProgressWrite {
    return mergeProgress(known, {
      video_id: deps.videoId,
      progress: percent,
      completed,
      position_seconds: positionSeconds,
      watched_ranges: formatStretches(played),
    });
  }

  function remember(write: ProgressWrite) {
    known = {
      video_id: write.video_id,
      progress: write.progress,
      completed: write.completed,
      position_seconds: write.position_seconds,
      watched_ranges: write.watched_ranges,
    };
    lastSaved = { percent: write.progress, positionSeconds: write.position_seconds, atMs: now() };
    savedPlayedSeconds = playedSeconds(played); // every write carries `played` as it is now (writeFor)
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
    // A completed lesson's row already says all there is: it stays completed at 100 and a finished lesson starts over,
    // so no position is kept for it (issue 39.2: rewatching one sent a save four times a second).
    if (!latest || known?.completed) return false;
    return (
      !lastSaved ||
      Math.round(latest.positionSeconds) !== Math.round(lastSaved.positionSeconds) ||
      latest.percent > lastSaved.percent ||
      playedSeconds(played) !== savedPlayedSeconds
    );
  }

  return {
    /** Called on every time update of the player. Resolves when a save it started is done. */
    report(currentSeconds: number, durationSeconds: number): Promise<void> {
      if (previousSeconds !== null) played = afterPlaying(played, previousSeconds, currentSeconds);
      previousSeconds = currentSeconds;
      const percent = percentPlayed(played, durationSeconds);
      latest = { percent, positionSeconds: currentSeconds };
      if (known?.completed) return pending;
      if (percent >= 100) return save(writeFor(100, currentSeconds, true));
      if (!shouldSaveWhileWatching(lastSaved, { percent, positionSeconds: currentSeconds, atMs: now() })) return pending;
      return save(writeFor(percent, currentSeconds));
    },
    /** 'Mark as Completed': 100 and completed, awaited so the dialog can show 'Saving...'. */
    complete(): Promise<void> {
      const write = writeFor(100, latest?.positionSeconds ?? known?.position_seconds ?? 0, true);
      // Remembered at once: reports arriving while this save is in flight (the video keeps playing)
      // are queued after it and must not write completed=false over it.
      const before = known;
      const savedBefore = lastSaved;
      remember(write);
      const completedMark = known;
      const result = pending.then(() => deps.save(write)).then(() => deps.onSaved?.(write));
      pending = result.catch(() => undefined);
      // A failed completion is forgotten (unless a later save already stored it), and the caller is told.
      return result.catch((error: unknown) => {
        if (known === completedMark) {
          known = before;
          lastSaved = savedBefore;
        }
        throw error;
      });
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
    /** 'Watched %' now: the seconds played over the length of the video, as of the last report. */
    get percent(): number {
      return latest?.percent ?? 0;
    },
  };
}
export type ProgressTracker = ReturnType<typeof createProgressTracker>;
