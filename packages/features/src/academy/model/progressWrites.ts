import type { LessonProgress } from './types.ts';

/** A lesson is complete at 100 percent (spec section 9). */
export const COMPLETION_PERCENT = 100;
/** While a video plays, progress is saved at most this often... */
export const SAVE_INTERVAL_MS = 10_000;
/** ...unless the percent moved at least this much since the last save. */
export const SAVE_PERCENT_STEP = 5;

export type SavedMark = { percent: number; positionSeconds: number; atMs: number };

/**
 * Throttle for saves during playback: a 5-point rise over the saved percent, or 10 s since the last save with the
 * position changed. Watching again from an earlier point is not a rise (the saved percent never goes down): it moves
 * only the resume point, saved every 10 s (issue 39.2: each report below the saved percent used to be a save).
 */
export function shouldSaveWhileWatching(last: SavedMark | null, current: SavedMark): boolean {
  if (last === null) return current.percent > 0 || current.positionSeconds > 0;
  if (current.percent - last.percent >= SAVE_PERCENT_STEP) return true;
  return current.atMs - last.atMs >= SAVE_INTERVAL_MS && Math.floor(current.positionSeconds) !== Math.floor(last.positionSeconds);
}

export type ProgressWrite = {
  video_id: string;
  progress: number;
  completed: boolean;
  position_seconds: number;
  /** Every second played so far (the database adds them to what it has): playedRanges.ts's text form. */
  watched_ranges: string;
};

/**
 * The row to write: a completed lesson stays completed at 100 whatever is reported later
 * (re-watching never undoes it), and the percent never goes below what was already reached.
 */
export function mergeProgress(existing: LessonProgress | undefined, incoming: ProgressWrite): ProgressWrite {
  const completed = existing?.completed === true || incoming.completed || incoming.progress >= COMPLETION_PERCENT;
  const progress = completed ? COMPLETION_PERCENT : Math.max(existing?.progress ?? 0, Math.round(incoming.progress));
  return {
    video_id: incoming.video_id,
    progress,
    completed,
    position_seconds: Math.max(0, Math.round(incoming.position_seconds)),
    watched_ranges: incoming.watched_ranges,
  };
}
