import { describe, expect, it } from 'vitest';
import type { LessonProgress, ProgressWrite } from '../model/index.ts';
import { createProgressTracker } from './progressTracker.ts';

function setup(existing?: LessonProgress, failSaves = false, slowSaves = false) {
  let clock = 0;
  const saved: ProgressWrite[] = [];
  const hidden: ProgressWrite[] = [];
  const errors: unknown[] = [];
  const tracker = createProgressTracker({
    videoId: 'v1',
    existing,
    save: async (write) => {
      if (slowSaves) await new Promise((resolve) => setTimeout(resolve, 5));
      if (failSaves) throw new Error('offline');
      saved.push(write);
    },
    saveOnHide: (write) => hidden.push(write),
    onError: (error) => errors.push(error),
    now: () => clock,
  });
  return { tracker, saved, hidden, errors, advance: (ms: number) => (clock += ms) };
}

describe('createProgressTracker', () => {
  it('throttles saves while a 100 s video plays: a 5-point move or 10 s', async () => {
    const { tracker, saved, advance } = setup();
    for (let second = 0; second <= 30; second++) {
      advance(1000);
      await tracker.report(second, 100);
    }
    expect(saved.map((w) => w.progress)).toEqual([1, 6, 11, 16, 21, 26]);
    expect(saved.at(-1)?.watched_ranges).toBe('{[0,26)}');
  });

  it('completes at the end of the video when every second was played', async () => {
    const { tracker, saved } = setup();
    for (let second = 0; second <= 100; second++) await tracker.report(second, 100);
    expect(saved.at(-1)).toEqual({ video_id: 'v1', progress: 100, completed: true, position_seconds: 100, watched_ranges: '{[0,100)}' });
  });

  it('counts the seconds played, not the furthest point (issue 39.14): a ?t=95 start, a seek to the end', async () => {
    const shared = setup();
    // Opened at 95 s of a 120 s lesson and watched for 4 s, four reports a second: 3%, not 79%.
    for (let quarter = 380; quarter <= 396; quarter++) await shared.tracker.report(quarter / 4, 120);
    expect(shared.tracker.percent).toBe(3);
    await shared.tracker.flush();
    expect(shared.saved.at(-1)).toMatchObject({ progress: 3, completed: false, watched_ranges: '{[95,99)}' });

    // Seeking to the end and playing the last 4 s does not complete it.
    const skipping = setup();
    await skipping.tracker.report(0, 120);
    for (let quarter = 464; quarter <= 480; quarter++) await skipping.tracker.report(quarter / 4, 120);
    expect(skipping.tracker.percent).toBe(3);
    expect(skipping.saved.some((write) => write.completed)).toBe(false);
  });

  it('adds to the seconds already saved for the lesson (another day, another device)', async () => {
    const { tracker, saved } = setup({ video_id: 'v1', progress: 50, completed: false, position_seconds: 60, watched_ranges: '{[0,60)}' });
    for (let second = 60; second <= 120; second++) await tracker.report(second, 120);
    expect(saved.at(-1)).toMatchObject({ progress: 100, completed: true, watched_ranges: '{[0,120)}' });
  });

  it('saves the last position on close only if it moved', async () => {
    const { tracker, saved, advance } = setup();
    await tracker.report(10, 100);
    advance(2000);
    await tracker.report(12, 100);
    expect(saved).toHaveLength(1);
    await tracker.flush();
    expect(saved.at(-1)).toMatchObject({ progress: 2, position_seconds: 12, watched_ranges: '{[10,12)}' });
    await tracker.flush();
    expect(saved).toHaveLength(2);
  });

  it('writes through the keepalive path when the page hides', async () => {
    const { tracker, hidden } = setup();
    await tracker.report(3, 100);
    await tracker.report(4, 100);
    tracker.flushOnHide();
    expect(hidden).toEqual([{ video_id: 'v1', progress: 1, completed: false, position_seconds: 4, watched_ranges: '{[3,4)}' }]);
  });

  it('sends nothing while a completed lesson is watched again, nor when it closes or the page hides (issue 39.2)', async () => {
    const { tracker, saved, hidden, advance } = setup({ video_id: 'v1', progress: 100, completed: true, position_seconds: 100 });
    for (let quarter = 1; quarter <= 400; quarter++) {
      advance(250);
      await tracker.report(quarter / 4, 100);
    }
    await tracker.flush();
    tracker.flushOnHide();
    expect(saved).toEqual([]);
    expect(hidden).toEqual([]);
    expect(tracker.progress).toMatchObject({ progress: 100, completed: true });
  });

  it('an unfinished lesson watched again from an earlier point saves every 10 s, four reports a second (issue 39.2)', async () => {
    const { tracker, saved, advance } = setup({ video_id: 'v1', progress: 60, completed: false, position_seconds: 72 });
    for (let quarter = 40; quarter <= 100; quarter++) {
      advance(250);
      await tracker.report(quarter / 4, 120);
    }
    // 15 s of watching from 10 s: the first report, then one 10 s later; the saved percent stays 60.
    expect(saved.map((write) => [write.progress, write.position_seconds])).toEqual([
      [60, 10],
      [60, 20],
    ]);
  });

  it('Mark as Completed saves 100 and completed, and reports failure to the caller', async () => {
    const ok = setup();
    await ok.tracker.report(20, 100);
    await ok.tracker.complete();
    expect(ok.saved.at(-1)).toEqual({ video_id: 'v1', progress: 100, completed: true, position_seconds: 20, watched_ranges: '{}' });

    const failing = setup(undefined, true);
    await expect(failing.tracker.complete()).rejects.toThrow('offline');
    expect(failing.tracker.progress).toBeUndefined();
    await failing.tracker.report(30, 100);
    expect(failing.errors).toHaveLength(1);
  });

  it('a report arriving while Mark as Completed is saving never writes completed=false after it', async () => {
    const { tracker, saved, advance } = setup(undefined, false, true);
    await tracker.report(10, 100);
    const completing = tracker.complete();
    advance(20_000);
    const reporting = tracker.report(40, 100);
    await Promise.all([completing, reporting]);
    expect(saved.at(-1)).toMatchObject({ completed: true, progress: 100 });
    expect(saved.every((write, index) => index === 0 || write.completed)).toBe(true);
  });
});
