// A toast's clock: it runs only while the toast can be read (not hovered or focused, tab visible) and, when it starts
// again, continues with the time that was left instead of starting over (as users of sonner expect).

export type Clock = { now: () => number; setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type PausableTimer = {
  /** Starts or resumes counting down what is left. */
  resume(): void;
  /** Stops counting, keeping what is left. */
  pause(): void;
  /** Milliseconds left (Infinity for a toast that stays). */
  remaining(): number;
  /** Stops for good. */
  cancel(): void;
};

export function createPausableTimer(durationMs: number, onElapsed: () => void, clock: Clock = realClock): PausableTimer {
  let left = durationMs;
  let startedAt: number | null = null;
  let handle: unknown = null;

  const pause = () => {
    if (startedAt === null) return;
    left = Math.max(0, left - (clock.now() - startedAt));
    startedAt = null;
    clock.clearTimeout(handle);
    handle = null;
  };

  return {
    resume() {
      if (startedAt !== null || !Number.isFinite(left)) return;
      startedAt = clock.now();
      handle = clock.setTimeout(() => {
        startedAt = null;
        left = 0;
        onElapsed();
      }, left);
    },
    pause,
    remaining: () => (startedAt === null ? left : Math.max(0, left - (clock.now() - startedAt))),
    cancel() {
      pause();
      left = 0;
    },
  };
}
