import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toastStore.ts';

describe('toast store', () => {
  it('puts the newest first and removes each after its duration', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createToastStore((run, ms) => timers.push({ run, ms }));
    store.push('success', 'one');
    store.push('error', 'two');
    expect(store.visible().map((t) => t.title)).toEqual(['two', 'one']);
    expect(timers.map((t) => t.ms)).toEqual([TOAST_DURATION_MS, TOAST_DURATION_MS]);
    timers[0]?.run();
    expect(store.visible().map((t) => t.title)).toEqual(['two']);
  });

  it('keeps loading toasts until dismissed and tells subscribers', () => {
    const store = createToastStore(() => {});
    let calls = 0;
    store.subscribe(() => calls++);
    const id = store.push('loading', 'saving');
    store.dismiss(id);
    store.dismiss(id);
    expect(store.visible()).toEqual([]);
    expect(calls).toBe(2);
  });
});
