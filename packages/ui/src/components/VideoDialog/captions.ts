// Captions on the lesson player (issue 38). Cues arrive as plain text (the uploader removed every tag), so they are
// written into WebVTT with its three special characters escaped: nothing a caption says can become markup.

/** One cue: seconds from the start of the video and its plain text (lines joined with '\n'). */
export type VideoCaptionCue = { start: number; end: number; text: string };

/** The captions the player shows: one language's cues, its code (`srclang`) and name (the track's label). */
export type VideoCaptions = { language: string; label: string; cues: readonly VideoCaptionCue[] };

/** 00:01:02.345 */
export function webVttTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/**
 * A cue's text as WebVTT cue payload: `&`, `<`, `>` escaped (so a `-->` cannot start a timing line either), and no
 * empty line, which would end the cue early.
 */
export function webVttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A WebVTT file of the cues, for the video element's own <track>. Cues without text or time are left out. */
export function webVttOf(cues: readonly VideoCaptionCue[]): string {
  const blocks = cues
    .map((cue) => ({ cue, text: webVttText(cue.text) }))
    .filter(({ cue, text }) => text !== '' && cue.end > cue.start)
    .map(({ cue, text }) => `${webVttTime(cue.start)} --> ${webVttTime(cue.end)}\n${text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** What the captions say at `seconds` (the cues running then, in order; '' when none): drawn over a YouTube player. */
export function captionTextAt(cues: readonly VideoCaptionCue[], seconds: number): string {
  return cues
    .filter((cue) => cue.start <= seconds && seconds < cue.end)
    .map((cue) => cue.text)
    .join('\n');
}
