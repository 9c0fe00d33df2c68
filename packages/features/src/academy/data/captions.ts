// The captions of the open lesson (public.lesson_captions, issue 38) and the reader's captions choice. The database
// returns a lesson's rows exactly when the reader may play the lesson, so a premium transcript never reaches a free
// member: this module only reads what it is given.
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '../../backend/index.ts';
import { locales, type Locale } from '../../i18n/types.ts';
import { useI18n } from '../../i18n/index.ts';
import { chooseCaptions, cuesInOrder } from '../model/captionChoice.ts';
import { readCaptionPreference, storeCaptionPreference } from './captionPreference.ts';
import type { CaptionCue, LessonCaptions } from '../model/captionTypes.ts';

const isCue = (value: unknown): value is CaptionCue =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as CaptionCue).start) &&
  Number.isFinite((value as CaptionCue).end) &&
  typeof (value as CaptionCue).text === 'string';

/** Every caption track of a lesson the caller may read (the shared contract's query), cues in order of start. */
export async function fetchLessonCaptions(client: SupabaseClient, videoId: string): Promise<LessonCaptions[]> {
  const { data, error } = await client.from('lesson_captions').select('language,cues').eq('video_id', videoId);
  if (error) throw new Error(error.message);
  return ((data ?? []) as { language: string; cues: unknown }[])
    .filter((row): row is { language: Locale; cues: unknown } => (locales as readonly string[]).includes(row.language))
    .map((row) => ({ language: row.language, cues: cuesInOrder(Array.isArray(row.cues) ? row.cues.filter(isCue) : []) }));
}

export type CaptionsStatus = 'loading' | 'error' | 'ready';

/** The open lesson's captions (null: none open) with their loading and error states. */
export function useLessonCaptions(videoId: string | null) {
  const query = useSWR(videoId ? (['lesson_captions', videoId] as const) : null, ([, id]) => fetchLessonCaptions(supabase(), id), {
    revalidateOnFocus: false,
  });
  const { mutate } = query;
  return {
    status: (query.error ? 'error' : query.data ? 'ready' : 'loading') as CaptionsStatus,
    captions: query.data ?? noCaptions,
    retry: useCallback(() => void mutate(), [mutate]),
  };
}
const noCaptions: LessonCaptions[] = [];

/**
 * The open lesson's captions and what the reader sees of them: the language chosen for the reader (their own, a
 * remembered choice, or a labelled fallback), whether they are on, and the menu's choice (a language, or off).
 */
export function useCaptions(videoId: string | null) {
  const { locale } = useI18n();
  const { status, captions, retry } = useLessonCaptions(videoId);
  const [preference, setPreference] = useState(readCaptionPreference);
  const choice = useMemo(() => chooseCaptions(captions, locale, preference), [captions, locale, preference]);
  const cues = useMemo(() => captions.find((track) => track.language === choice.language)?.cues ?? [], [captions, choice.language]);
  const choose = useCallback((language: Locale | 'off') => {
    // Off keeps the language the reader chose before, not a fallback picked for this lesson.
    setPreference((previous) => {
      const next = language === 'off' ? { ...previous, on: false } : { on: true, language };
      storeCaptionPreference(next);
      return next;
    });
  }, []);
  return { status, retry, ...choice, cues, choose } as const;
}
