// The reader's captions choice (on or off, and the language chosen), kept in this browser across lessons.
import { locales, type Locale } from '../../i18n/types.ts';
import { defaultCaptionPreference, type CaptionPreference } from '../model/captionChoice.ts';

export const CAPTIONS_STORAGE_KEY = 'academy:captions';

export function readCaptionPreference(): CaptionPreference {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(CAPTIONS_STORAGE_KEY) ?? 'null') as Partial<CaptionPreference> | null;
    if (!stored || typeof stored !== 'object') return defaultCaptionPreference;
    return {
      on: stored.on !== false,
      language: (locales as readonly unknown[]).includes(stored.language) ? (stored.language as Locale) : null,
    };
  } catch {
    return defaultCaptionPreference;
  }
}

export function storeCaptionPreference(preference: CaptionPreference) {
  try {
    globalThis.localStorage?.setItem(CAPTIONS_STORAGE_KEY, JSON.stringify(preference));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
