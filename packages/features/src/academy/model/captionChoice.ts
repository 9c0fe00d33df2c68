// Which captions a lesson shows (issue 38): the reader's language when the lesson has it, else another one (said so
// with a label), or the language the reader chose last time; on unless the reader turned them off.
import { locales, type Locale } from '../../i18n/types.ts';
import type { CaptionCue, LessonCaptions } from './captionTypes.ts';

/** What the reader chose in the captions menu, remembered across lessons (data/captionPreference.ts). */
export type CaptionPreference = { on: boolean; language: Locale | null };

/** Captions are on until the reader turns them off (deaf and hard-of-hearing learners need them from the start). */
export const defaultCaptionPreference: CaptionPreference = { on: true, language: null };

export type CaptionChoice = {
  /** The languages the lesson has cues in, in the app's order (ht, pt, en). */
  available: Locale[];
  /** The language of the transcript, and of the captions when they are on; null when the lesson has none. */
  language: Locale | null;
  /** The reader's language has no captions in this lesson: `language` is another one, and the page says which. */
  fallback: boolean;
  /** The captions are drawn on the player. */
  on: boolean;
};

export function chooseCaptions(captions: readonly LessonCaptions[], readerLocale: Locale, preference: CaptionPreference): CaptionChoice {
  const available = locales.filter((locale) => captions.some((track) => track.language === locale && track.cues.length > 0));
  const language =
    preference.language !== null && available.includes(preference.language)
      ? preference.language
      : available.includes(readerLocale)
        ? readerLocale
        : (available[0] ?? null);
  return { available, language, fallback: language !== null && !available.includes(readerLocale), on: preference.on && language !== null };
}

/**
 * The transcript's current line: the last cue started at `seconds` (between two cues the one before stays lit, so
 * the highlight does not blink off in every pause); -1 before the first. Cues are in order of start.
 */
export function currentCueIndex(cues: readonly CaptionCue[], seconds: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cues[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Cues in order of start (a file may list them otherwise; equal starts keep the file's order). */
export function cuesInOrder(cues: readonly CaptionCue[]): CaptionCue[] {
  return cues
    .map((cue, index) => ({ cue, index }))
    .sort((a, b) => a.cue.start - b.cue.start || a.index - b.index)
    .map(({ cue }) => cue);
}
