import { describe, expect, it } from 'vitest';
import { afterPlaying, formatStretches, parseStretches, percentPlayed, playedSeconds, union, type Stretch } from './playedRanges.ts';

/** Plays from `from` to `to` in steps of `step` seconds, as the player reports four times a second. */
function play(stretches: readonly Stretch[], from: number, to: number, step = 0.25): readonly Stretch[] {
  let current = stretches;
  for (let t = from; t + step <= to + 1e-9; t += step) current = afterPlaying(current, t, t + step);
  return current;
}

describe('played stretches (issue 39.14)', () => {
  it('a shared ?t=95 link watched for 4 s is 4 s of a 120 s lesson, not 79%', () => {
    const watched = play([], 95, 99);
    expect(watched).toEqual([[95, 99]]);
    expect(percentPlayed(watched, 120)).toBe(3);
  });

  it('seeking to the end and playing 4 s does not complete a lesson; playing every second does', () => {
    const skipped = play(afterPlaying([], 0, 116), 116, 120);
    expect(percentPlayed(skipped, 120)).toBe(3);
    expect(percentPlayed(play([], 0, 120), 120)).toBe(100);
  });

  it('a seek back or ahead adds nothing; a normal step and the 2x speed step do', () => {
    expect(afterPlaying([], 10, 40)).toEqual([]);
    expect(afterPlaying([], 40, 10)).toEqual([]);
    expect(afterPlaying([], 10, 12)).toEqual([[10, 12]]);
    expect(afterPlaying([], 10.4, 10.6)).toEqual([[10, 11]]);
  });

  it("reads and writes PostgreSQL's text form, and merges what another tab saved", () => {
    expect(parseStretches('{[0,10),[95,99)}')).toEqual([
      [0, 10],
      [95, 99],
    ]);
    expect(parseStretches('{}')).toEqual([]);
    expect(parseStretches(null)).toEqual([]);
    expect(parseStretches('{[3,5],(7,9)}')).toEqual([
      [3, 6],
      [8, 9],
    ]);
    expect(formatStretches([[0, 10]])).toBe('{[0,10)}');
    expect(
      union(
        [[0, 10]],
        [
          [5, 20],
          [20, 25],
          [30, 31],
        ],
      ),
    ).toEqual([
      [0, 25],
      [30, 31],
    ]);
  });

  it('the union never counts a second twice and is what it reads back (300 generated cases)', () => {
    // A small deterministic generator (a linear congruential one): the same cases on every run.
    let seed = 20261129;
    const next = (max: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % (max + 1);
    const stretches = (): Stretch[] =>
      Array.from({ length: next(8) }, () => {
        const start = next(500);
        return [start, start + 1 + next(59)] as const;
      });
    for (let run = 0; run < 300; run++) {
      const a = stretches();
      const b = stretches();
      const merged = union(a, b);
      const seconds = new Set([...a, ...b].flatMap(([start, end]) => Array.from({ length: end - start }, (_, i) => start + i)));
      expect(playedSeconds(merged)).toBe(seconds.size);
      expect(parseStretches(formatStretches(merged))).toEqual(merged);
      for (let i = 1; i < merged.length; i++) expect(merged[i]![0]).toBeGreaterThan(merged[i - 1]![1]);
    }
  });
});
