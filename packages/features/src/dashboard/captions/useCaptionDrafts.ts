import { useCallback, useReducer, useRef, useState } from 'react';
import { supabase } from '../../backend/index.ts';
import type { Locale } from '../../i18n/types.ts';
import { fetchLessonCaptions } from '../data/captions.ts';
import { captionDraftsReducer, noCaptions, type CaptionDrafts } from './captionDrafts.ts';
import { readCaptionFile } from './readCaptionFile.ts';

export type CaptionDraftsState = {
  drafts: CaptionDrafts;
  /** The stored captions of the lesson being edited: 'loading' until read, 'error' when they could not be. */
  status: 'ready' | 'loading' | 'error';
  choose: (language: Locale, file: File) => Promise<void>;
  remove: (language: Locale) => void;
  undo: (language: Locale) => void;
  /** A new lesson: no captions. An edited one: its stored captions, read again. */
  start: (videoId: string | null) => void;
};

export function useCaptionDrafts(): CaptionDraftsState {
  const [drafts, dispatch] = useReducer(captionDraftsReducer, noCaptions);
  const [status, setStatus] = useState<CaptionDraftsState['status']>('ready');
  // Which opening of the form is current (each start counts one): a late answer, or a file read for a form closed
  // since, is dropped rather than landing in another lesson's captions.
  const opening = useRef(0);

  const start = useCallback((videoId: string | null) => {
    const mine = ++opening.current;
    dispatch({ type: 'started' });
    if (!videoId) {
      setStatus('ready');
      return;
    }
    setStatus('loading');
    fetchLessonCaptions(supabase(), videoId).then(
      (rows) => {
        if (opening.current !== mine) return;
        dispatch({ type: 'loaded', rows });
        setStatus('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (opening.current === mine) setStatus('error');
      },
    );
  }, []);

  const choose = useCallback(async (language: Locale, file: File) => {
    const mine = opening.current;
    const read = await readCaptionFile(file);
    if (opening.current !== mine) return;
    dispatch(read.ok ? { type: 'chosen', language, file: read.file } : { type: 'refused', language, refusal: read.refusal });
  }, []);
  const remove = useCallback((language: Locale) => dispatch({ type: 'removed', language }), []);
  const undo = useCallback((language: Locale) => dispatch({ type: 'undone', language }), []);

  return { drafts, status, choose, remove, undo, start };
}
