import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installNotifier, isNoticeShown, notify } from './notify.ts';
import { storeAcceptNotices } from './preferences.ts';

// @academy/ui's entry brings its styles, which this Node project does not compile: its `toast()` is replaced by a recorder.
const shown = vi.hoisted(() => [] as unknown[][]);
vi.mock('@academy/ui', () => {
  const record = (type: string) => (title: string, options?: { description?: string }) => shown.push([type, title, options]);
  return {
    toast: {
      success: record('success'),
      info: record('info'),
      warning: record('warning'),
      error: record('error'),
      loading: record('loading'),
    },
  };
});

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
});

describe('notify', () => {
  beforeEach(() => {
    shown.length = 0;
    storage.clear();
  });

  it('hides only success and info toasts when Accept Notices is off (SPEC 2)', () => {
    expect(['success', 'info', 'warning', 'error', 'loading'].map((type) => isNoticeShown(type as never, false))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(isNoticeShown('success', true)).toBe(true);
  });

  it("shows toasts through @academy/ui's toast(), with their type and description", () => {
    notify('success', 'Saved', 'All good');
    notify('error', 'Failed');
    expect(shown).toEqual([
      ['success', 'Saved', { description: 'All good' }],
      ['error', 'Failed', { description: undefined }],
    ]);
  });

  it('follows the stored Accept Notices choice', () => {
    storeAcceptNotices(false);
    notify('success', 'Saved');
    notify('info', 'Note');
    notify('warning', 'Careful');
    expect(shown.map(([type]) => type)).toEqual(['warning']);
  });

  it('goes to an installed notifier instead (stories observe toasts this way)', () => {
    const seen: string[] = [];
    installNotifier((type, title) => seen.push(`${type}: ${title}`));
    notify('info', 'Hello');
    expect(seen).toEqual(['info: Hello']);
    expect(shown).toEqual([]);
  });
});
