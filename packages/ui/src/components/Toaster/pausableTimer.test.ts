import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableTimer } from './pausableTimer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a toast's pausable timer", () => {
  it('elapses after its duration when never paused', () => {
    const elapsed = vi.fn();
    createPausableTimer(4000, elapsed).resume();
    vi.advanceTimersByTime(3999);
    expect(elapsed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('resumes with the time that was left after a pause (hover), not the whole duration again', () => {
    const elapsed = vi.fn();
    const timer = createPausableTimer(4000, elapsed);
    timer.resume();
    vi.advanceTimersByTime(3000);
    timer.pause();
    expect(timer.remaining()).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(elapsed).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(999);
    expect(elapsed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('adds up several pauses and ignores repeated pause/resume calls', () => {
    const elapsed = vi.fn();
    const timer = createPausableTimer(4000, elapsed);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(1000);
    timer.pause();
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(1000);
    timer.pause();
    expect(timer.remaining()).toBe(2000);
    timer.resume();
    vi.advanceTimersByTime(2000);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('never elapses for a toast that stays (loading) and not after cancel', () => {
    const stays = vi.fn();
    createPausableTimer(Number.POSITIVE_INFINITY, stays).resume();
    const cancelled = vi.fn();
    const timer = createPausableTimer(1000, cancelled);
    timer.resume();
    timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(stays).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("a running toast's remaining time", () => {
  it('counts down while it runs, never below zero', () => {
    const timer = createPausableTimer(4000, vi.fn());
    timer.resume();
    vi.advanceTimersByTime(1500);
    expect(timer.remaining()).toBe(2500);
    vi.advanceTimersByTime(2500);
    expect(timer.remaining()).toBe(0);
  });
});
