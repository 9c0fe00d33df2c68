import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTIONS_STORAGE_KEY, readCaptionPreference, storeCaptionPreference } from './captionPreference.ts';

const memory = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  value: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  },
  configurable: true,
});

describe('the captions choice kept in the browser', () => {
  beforeEach(() => memory.clear());

  it('is on with no language chosen until the reader chooses', () => {
    expect(readCaptionPreference()).toEqual({ on: true, language: null });
  });

  it('keeps what was stored', () => {
    storeCaptionPreference({ on: false, language: 'pt' });
    expect(memory.get(CAPTIONS_STORAGE_KEY)).toBe('{"on":false,"language":"pt"}');
    expect(readCaptionPreference()).toEqual({ on: false, language: 'pt' });
  });

  it('reads anything else stored there as the default, or its good part', () => {
    for (const stored of ['not json', 'null', '42', '"on"']) {
      memory.set(CAPTIONS_STORAGE_KEY, stored);
      expect(readCaptionPreference(), stored).toEqual({ on: true, language: null });
    }
    memory.set(CAPTIONS_STORAGE_KEY, '{"on":"no","language":"fr"}');
    expect(readCaptionPreference()).toEqual({ on: true, language: null });
    memory.set(CAPTIONS_STORAGE_KEY, '{"on":false,"language":"xx"}');
    expect(readCaptionPreference()).toEqual({ on: false, language: null });
  });
});
