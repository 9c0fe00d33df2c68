import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, toast } from './toastStore.ts';

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
