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
  // The lesson whose captions are wanted: a late answer for a lesson closed since is dropped.
  const current = useRef<string | null>(null);

  const start = useCallback((videoId: string | null) => {
    current.current = videoId;
    dispatch({ type: 'loaded', rows: [] });
    if (!videoId) {
      setStatus('ready');
      return;
    }
    setStatus('loading');
    fetchLessonCaptions(supabase(), videoId).then(
      (rows) => {
        if (current.current !== videoId) return;
        dispatch({ type: 'loaded', rows });
        setStatus('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (current.current === videoId) setStatus('error');
      },
    );
  }, []);

  const choose = useCallback(async (language: Locale, file: File) => {
    const read = await readCaptionFile(file);
    dispatch(read.ok ? { type: 'chosen', language, file: read.file } : { type: 'refused', language, refusal: read.refusal });
  }, []);
  const remove = useCallback((language: Locale) => dispatch({ type: 'removed', language }), []);
  const undo = useCallback((language: Locale) => dispatch({ type: 'undone', language }), []);

  return { drafts, status, choose, remove, undo, start };
}
