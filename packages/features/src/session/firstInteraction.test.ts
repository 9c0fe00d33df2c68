import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './firstInteraction.ts';

describe('onFirstInteraction', () => {
  it('runs once, at the first press or key, not before', () => {
    const target = new EventTarget();
    const run = vi.fn();
    onFirstInteraction(run, target);
    target.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can stop waiting (the provider unmounted)', () => {
    const target = new EventTarget();
    const run = vi.fn();
    onFirstInteraction(run, target)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});
