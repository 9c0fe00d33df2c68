import { parseCaptions } from '../../academy/model/captions.ts';
import { MAX_CAPTION_FILE_BYTES, type CaptionFile, type CaptionRefusalShown } from './captionDrafts.ts';

/** Reads and parses a chosen WebVTT or SRT file in the browser; nothing is uploaded. */
export async function readCaptionFile(file: File): Promise<{ ok: true; file: CaptionFile } | { ok: false; refusal: CaptionRefusalShown }> {
  if (file.size > MAX_CAPTION_FILE_BYTES)
    return { ok: false, refusal: { fileName: file.name, line: 0, reason: 'dashboard.captions.tooLarge' } };
  const parsed = parseCaptions(await file.text());
  return parsed.ok
    ? { ok: true, file: { fileName: file.name, cues: parsed.cues } }
    : { ok: false, refusal: { fileName: file.name, line: parsed.line, reason: parsed.reason } };
}
