// One case per condition of the played-seconds rules (issue 35: mutation testing found each of these unchecked alone).
import { describe, expect, it } from 'vitest';
import { afterPlaying, formatStretches, parseStretches, percentPlayed } from './playedRanges.ts';

describe('played seconds, one condition at a time', () => {
  it('reads an empty stretch as nothing', () => {
    expect(parseStretches('{[5,5)}')).toEqual([]);
    expect(parseStretches('{(4,5)}')).toEqual([]);
  });

  it("writes several stretches in PostgreSQL's form, comma between them", () => {
    expect(
      formatStretches([
        [0, 10],
        [95, 99],
      ]),
    ).toBe('{[0,10),[95,99)}');
  });

  it('a step of exactly the largest played step counts; no step, or one from before the start, does not', () => {
    expect(afterPlaying([], 10, 13)).toEqual([[10, 13]]);
    expect(afterPlaying([], 10, 10)).toEqual([]);
    expect(afterPlaying([], -1, 0)).toEqual([]);
    expect(afterPlaying([], 0, 1)).toEqual([[0, 1]]);
  });

  it('is 0 % while the length is unknown, zero or not a number', () => {
    for (const duration of [0, Number.NaN, -5]) expect(percentPlayed([[0, 10]], duration)).toBe(0);
  });
});
