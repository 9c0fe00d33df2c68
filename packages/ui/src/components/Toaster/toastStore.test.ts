import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, subscribeToasts, toast } from './toastStore.ts';

/** SPEC 9: a toast stays 4 seconds. Written out, not imported: comparing the constant with itself proves nothing. */
const SPEC_TOAST_MS = 4000;

afterEach(() => toast.dismiss());

describe('toast store', () => {
  it('queues newest first with the SPEC 9 duration', () => {
    toast('First');
    toast.success('Second', { description: 'Saved' });
    const [newest, oldest] = getToasts();
    expect(newest).toMatchObject({
      title: 'Second',
      type: 'success',
      description: 'Saved',
      duration: SPEC_TOAST_MS,
      dismissible: true,
    });
    expect(oldest?.title).toBe('First');
  });

  it('keeps loading toasts until they are updated in place', () => {
    const id = toast.loading('Saving...');
    expect(getToasts()[0]?.duration).toBe(Number.POSITIVE_INFINITY);
    toast.success('Completed!', { id });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id, type: 'success', duration: SPEC_TOAST_MS });
  });

  it('dismisses one toast or all', () => {
    const a = toast.info('A');
    toast.error('B');
    toast.dismiss(a);
    expect(getToasts().map((t) => t.title)).toEqual(['B']);
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });
});

describe('toast store, one rule at a time', () => {
  it('tells each subscriber of every change until it unsubscribes', () => {
    const calls: number[] = [];
    const unsubscribe = subscribeToasts(() => calls.push(getToasts().length));
    const id = toast('One');
    toast('Two');
    toast.dismiss(id);
    toast.dismiss();
    expect(calls).toEqual([1, 2, 1, 0]);
    unsubscribe();
    toast('Three');
    expect(calls).toEqual([1, 2, 1, 0]);
  });

  it('gives each typed toast its type and keeps the options it was given', () => {
    for (const type of ['success', 'info', 'warning', 'error', 'loading'] as const) {
      toast[type](`A ${type}`, { description: 'why', dismissible: false });
      expect(getToasts()[0]).toMatchObject({ title: `A ${type}`, type, description: 'why', dismissible: false });
    }
    toast('Plain');
    expect(getToasts()[0]?.type).toBe('default');
  });

  it('gives every toast without an id an id of its own, and updates only the toast with the given id', () => {
    const first = toast('First');
    const second = toast('Second');
    expect(first).not.toBe(second);
    toast('First, updated', { id: first });
    expect(getToasts().map((t) => [t.id, t.title])).toEqual([
      [second, 'Second'],
      [first, 'First, updated'],
    ]);
  });
});
