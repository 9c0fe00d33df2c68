import { describe, expect, it } from 'vitest';
import { mergeProgress, shouldSaveWhileWatching } from './progressWrites.ts';

describe('shouldSaveWhileWatching', () => {
  const start = { percent: 10, positionSeconds: 10, atMs: 0 };
  it('saves the first real position', () => {
    expect(shouldSaveWhileWatching(null, start)).toBe(true);
    expect(shouldSaveWhileWatching(null, { percent: 0, positionSeconds: 0, atMs: 0 })).toBe(false);
  });
  it('saves on a 5-point move', () => {
    expect(shouldSaveWhileWatching(start, { percent: 14, positionSeconds: 14, atMs: 2_000 })).toBe(false);
    expect(shouldSaveWhileWatching(start, { percent: 15, positionSeconds: 15, atMs: 2_000 })).toBe(true);
  });
  it('a percent below the saved one (watching again from an earlier point) is not a move: only the 10 s rule saves', () => {
    const saved = { percent: 60, positionSeconds: 72, atMs: 0 };
    expect(shouldSaveWhileWatching(saved, { percent: 8, positionSeconds: 10, atMs: 250 })).toBe(false);
    expect(shouldSaveWhileWatching(saved, { percent: 9, positionSeconds: 11, atMs: 9_999 })).toBe(false);
    expect(shouldSaveWhileWatching(saved, { percent: 17, positionSeconds: 20, atMs: 10_000 })).toBe(true);
  });
  it('saves every 10 s while the position moves, not while paused', () => {
    expect(shouldSaveWhileWatching(start, { percent: 11, positionSeconds: 11, atMs: 9_999 })).toBe(false);
    expect(shouldSaveWhileWatching(start, { percent: 11, positionSeconds: 11, atMs: 10_000 })).toBe(true);
    expect(shouldSaveWhileWatching(start, { percent: 10, positionSeconds: 10.4, atMs: 60_000 })).toBe(false);
  });
});

describe('mergeProgress', () => {
  const write = { video_id: 'v', progress: 30, completed: false, position_seconds: 30.6, watched_ranges: '{[0,30)}' };
  it('writes the watched percent, the rounded position and the seconds played for a new lesson', () => {
    expect(mergeProgress(undefined, write)).toEqual({
      video_id: 'v',
      progress: 30,
      completed: false,
      position_seconds: 31,
      watched_ranges: '{[0,30)}',
    });
  });
  it('never lowers the percent already reached', () => {
    expect(mergeProgress({ video_id: 'v', progress: 80, completed: false, position_seconds: 80 }, write).progress).toBe(80);
  });
  it('never undoes a completed lesson', () => {
    expect(mergeProgress({ video_id: 'v', progress: 100, completed: true, position_seconds: 5 }, write)).toMatchObject({
      progress: 100,
      completed: true,
    });
  });
  it('completes at 100 percent or when asked', () => {
    expect(mergeProgress(undefined, { ...write, progress: 100 })).toMatchObject({ progress: 100, completed: true });
    expect(mergeProgress(undefined, { ...write, completed: true })).toMatchObject({ progress: 100, completed: true });
  });
});
