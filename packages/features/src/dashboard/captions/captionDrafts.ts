// The lesson form's captions (issue 38): per language, what the database holds and what staff chose to change,
// applied when the lesson is saved (so the preview shows the captions before anything is written). A refused file
// changes nothing but the message shown beside its language.
import type { CaptionCue } from '../../academy/model/captionTypes.ts';
import type { CaptionRefusal } from '../../academy/model/captions.ts';
import { locales, type Locale } from '../../i18n/types.ts';

/** A row of public.lesson_captions as the form reads it. */
export type StoredCaptions = { language: Locale; file_name: string | null; cues: CaptionCue[] };

export type CaptionFile = { fileName: string; cues: CaptionCue[] };
export type CaptionRefusalShown = { fileName: string; line: number; reason: CaptionRefusal | 'dashboard.captions.tooLarge' };

export type LanguageCaptions = {
  stored: CaptionFile | null;
  /** null: unchanged; a file: added or replacing the stored one; 'remove': the stored one goes on save. */
  pending: CaptionFile | 'remove' | null;
  refusal: CaptionRefusalShown | null;
};
export type CaptionDrafts = Record<Locale, LanguageCaptions>;

const untouched: LanguageCaptions = { stored: null, pending: null, refusal: null };
export const noCaptions: CaptionDrafts = { ht: untouched, pt: untouched, en: untouched };

export type CaptionDraftAction =
  | { type: 'started' }
  | { type: 'loaded'; rows: StoredCaptions[] }
  | { type: 'chosen'; language: Locale; file: CaptionFile }
  | { type: 'refused'; language: Locale; refusal: CaptionRefusalShown }
  | { type: 'removed'; language: Locale }
  | { type: 'undone'; language: Locale };

export function captionDraftsReducer(drafts: CaptionDrafts, action: CaptionDraftAction): CaptionDrafts {
  if (action.type === 'started') return noCaptions;
  if (action.type === 'loaded') {
    // The stored captions come in under what staff already did: a file chosen (or refused) while they were being read
    // stays, so a quick choice is never wiped by the answer that arrives after it.
    const next = { ...noCaptions };
    for (const language of locales) {
      const row = action.rows.find((candidate) => candidate.language === language);
      const stored = row ? { fileName: row.file_name ?? '', cues: row.cues } : null;
      const { pending, refusal } = drafts[language];
      next[language] = { stored, pending: pending === 'remove' && !stored ? null : pending, refusal };
    }
    return next;
  }
  const current = drafts[action.language];
  const change = (next: Partial<LanguageCaptions>) => ({ ...drafts, [action.language]: { ...current, ...next } });
  switch (action.type) {
    case 'chosen':
      return change({ pending: action.file, refusal: null });
    case 'refused':
      return change({ refusal: action.refusal });
    case 'removed':
      // A file chosen but not saved just goes; a stored one is removed on save.
      return change({ pending: current.stored ? 'remove' : null, refusal: null });
    case 'undone':
      return change({ pending: null, refusal: null });
  }
}

/** The captions a language will have once saved (what the preview shows); null when none. */
export function shownCaptions(language: LanguageCaptions): CaptionFile | null {
  if (language.pending === 'remove') return null;
  return language.pending ?? language.stored;
}

export type CaptionChanges = {
  upserts: { language: Locale; cues: CaptionCue[]; file_name: string }[];
  removals: Locale[];
};

/** What saving the lesson must write to lesson_captions. */
export function captionChanges(drafts: CaptionDrafts): CaptionChanges {
  const changes: CaptionChanges = { upserts: [], removals: [] };
  for (const language of locales) {
    const { pending, stored } = drafts[language];
    if (pending === 'remove') {
      if (stored) changes.removals.push(language);
    } else if (pending) changes.upserts.push({ language, cues: pending.cues, file_name: pending.fileName });
  }
  return changes;
}

export const hasCaptionChanges = (changes: CaptionChanges) => changes.upserts.length > 0 || changes.removals.length > 0;

/** Larger files are refused before reading: a three-hour lesson's captions are well under 1 MB. */
export const MAX_CAPTION_FILE_BYTES = 5 * 1024 * 1024;
