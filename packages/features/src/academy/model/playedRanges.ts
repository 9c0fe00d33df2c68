// The seconds of a lesson a learner actually played (issue 39.14), as a sorted list of disjoint [start, end) stretches
// of whole seconds. 'Watched %' is their total over the video's length: a shared ?t=95 link watched for 4 s is 4 s, and
// seeking to the end is not watching it. The database keeps the union of every save's stretches
// (video_progress.watched_ranges, an int4multirange written and read in PostgreSQL's text form '{[0,10),[95,99)}').

export type Stretch = readonly [start: number, end: number];

/** Two reports of the player further apart than this are a seek (or a stall), not seconds played. */
export const MAX_PLAYED_STEP_SECONDS = 3;

/** The stretches of PostgreSQL's text form ('{}', '{[0,10),[95,99)}'); anything unreadable is none. */
export function parseStretches(text: string | null | undefined): Stretch[] {
  if (!text) return [];
  const stretches: Stretch[] = [];
  for (const match of text.matchAll(/([[(])(-?\d+),(-?\d+)([\])])/g)) {
    const start = Number(match[2]) + (match[1] === '(' ? 1 : 0);
    const end = Number(match[3]) + (match[4] === ']' ? 1 : 0);
    if (end > start) stretches.push([start, end]);
  }
  return union(stretches, []);
}

/** PostgreSQL's text form of the stretches. */
export function formatStretches(stretches: readonly Stretch[]): string {
  return `{${stretches.map(([start, end]) => `[${start},${end})`).join(',')}}`;
}

/** The union of two lists of stretches, sorted and merged (touching stretches become one). */
export function union(a: readonly Stretch[], b: readonly Stretch[]): Stretch[] {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of all) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The stretches after the player went from `fromSeconds` to `toSeconds`: played when it moved forward by at most
 * MAX_PLAYED_STEP_SECONDS (the whole seconds it touched), unchanged for a seek back or ahead.
 */
export function afterPlaying(stretches: readonly Stretch[], fromSeconds: number, toSeconds: number): readonly Stretch[] {
  const step = toSeconds - fromSeconds;
  if (!(step > 0) || step > MAX_PLAYED_STEP_SECONDS || fromSeconds < 0) return stretches;
  return union(stretches, [[Math.floor(fromSeconds), Math.ceil(toSeconds)]]);
}

/** Seconds played in all. */
export function playedSeconds(stretches: readonly Stretch[]): number {
  return stretches.reduce((total, [start, end]) => total + (end - start), 0);
}

/** 'Watched %': the seconds played over the video's length, 0-100 (0 while the length is unknown). */
export function percentPlayed(stretches: readonly Stretch[], durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(100, Math.round((playedSeconds(stretches) / durationSeconds) * 100));
}
