// The shape captions take between the database, the staff form and the player (issue 38). A caption file (WebVTT or
// SRT) is parsed once, when staff upload it, into these cues; the database keeps the cues (public.lesson_captions),
// never the file's markup, so nothing a file holds is ever rendered as HTML.
import type { Locale } from '../../i18n/types.ts';

/** One cue: seconds from the start of the lesson, and its plain text (lines joined with '\n', tags removed). */
export type CaptionCue = { start: number; end: number; text: string };

/** The captions of one lesson in one language, as a row of public.lesson_captions gives them. */
export type LessonCaptions = { language: Locale; cues: CaptionCue[] };
