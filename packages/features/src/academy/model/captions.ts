// Caption files (WebVTT and SRT) as staff upload them, parsed once in the browser into plain cues (issue 38). The
// parser takes what real files hold: a UTF-8 byte order mark, CRLF or CR line ends, WebVTT header text and NOTE,
// STYLE and REGION blocks, cue identifiers, cue settings after the times, `mm:ss.ttt` and `hh:mm:ss.ttt`, SRT's comma
// decimals, styling tags, timestamps inside cues, entities, multi-line cues and SRT files whose cues lack the blank
// line between them. What it cannot read is refused with the 1-based line that failed and a message key, so the form
// can say why in each language. Markup is never kept: a cue is plain text, so nothing in a file can reach the page
// as HTML.
import type { CaptionCue } from './captionTypes.ts';

/** Why a file was refused: each is a message key of the dashboard catalog (`dashboardCaptions.ts`). */
export const captionRefusals = [
  'dashboard.captions.refused.notCaptions',
  'dashboard.captions.refused.timingExpected',
  'dashboard.captions.refused.badTimestamp',
  'dashboard.captions.refused.endBeforeStart',
  'dashboard.captions.refused.noCues',
] as const;
export type CaptionRefusal = (typeof captionRefusals)[number];

export type CaptionFormat = 'vtt' | 'srt';

export type CaptionParse = { ok: true; format: CaptionFormat; cues: CaptionCue[] } | { ok: false; line: number; reason: CaptionRefusal };

/** A line and its 1-based number in the file. */
type Line = { number: number; text: string };

class Refusal extends Error {
  constructor(
    readonly line: number,
    readonly reason: CaptionRefusal,
  ) {
    super(reason);
  }
}

/** Parses a WebVTT or SRT file's text (as `File.text()` gives it) into cues ordered by start time. */
export function parseCaptions(source: string): CaptionParse {
  try {
    const lines = splitLines(source);
    const format = detectFormat(lines);
    const cues = readCues(lines, format);
    if (cues.length === 0) throw new Refusal(1, 'dashboard.captions.refused.noCues');
    // Players and the transcript walk cues by start time; SRT files are sometimes out of order (a stable sort keeps
    // the file's order for cues that start together).
    cues.sort((a, b) => a.start - b.start);
    return { ok: true, format, cues };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
}

function splitLines(source: string): Line[] {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  return text.split(/\r\n|\r|\n/).map((line, index) => ({ number: index + 1, text: line }));
}

const vttHeader = /^WEBVTT(?:[ \t].*)?$/;

function detectFormat(lines: Line[]): CaptionFormat {
  const first = lines[0]?.text ?? '';
  if (vttHeader.test(first)) return 'vtt';
  // An SRT file starts (after blank lines) with a cue number or, in files that dropped the numbers, a timing line.
  const firstText = lines.find((line) => line.text.trim() !== '');
  if (!firstText) throw new Refusal(1, 'dashboard.captions.refused.noCues');
  if (/^\d+$/.test(firstText.text.trim()) || firstText.text.includes('-->')) return 'srt';
  throw new Refusal(firstText.number, 'dashboard.captions.refused.notCaptions');
}

/** Groups lines into blocks separated by blank lines (a line of only spaces counts as blank, as editors leave them). */
function blocksOf(lines: Line[]): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

const vttOnlyBlock = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

function readCues(lines: Line[], format: CaptionFormat): CaptionCue[] {
  const blocks = blocksOf(lines);
  // The WebVTT header block (WEBVTT and any header text up to the first blank line) carries no cue, unless a file
  // put its first cue right under the header: a timing line there starts a cue, as browsers read it.
  if (format === 'vtt') {
    const header = blocks.shift()!;
    const firstTiming = header.findIndex((line) => line.text.includes('-->'));
    if (firstTiming > 0) blocks.unshift(header.slice(firstTiming));
  }
  const cues: CaptionCue[] = [];
  for (const block of blocks) {
    if (format === 'vtt' && vttOnlyBlock.test(block[0]!.text)) continue;
    readBlock(block, cues);
  }
  return cues;
}

/**
 * One block: an optional identifier (WebVTT) or cue number (SRT), the timing line, then text lines. A later line that
 * is itself a timing line starts the next cue, as the WebVTT parser does; a cue number just before it belongs to that
 * next cue (SRT files whose blank lines were lost).
 */
function readBlock(block: Line[], cues: CaptionCue[]): void {
  const index = looksLikeTiming(block[0]!.text) ? 0 : 1;
  // The line that failed is the one where the timing should be: the second line after an identifier or cue number,
  // or the block's only line.
  const timingLine = block[index] ?? block[0]!;
  if (!looksLikeTiming(timingLine.text)) throw new Refusal(timingLine.number, 'dashboard.captions.refused.timingExpected');
  let timing = parseTiming(timingLine);
  let text: string[] = [];
  const finish = () => {
    const cueText = text
      .map(plainText)
      .filter((line) => line !== '')
      .join('\n');
    // A cue without words (an empty cue, or one that held only tags) or of no length shows nothing: it is left out.
    if (cueText !== '' && timing.end > timing.start) cues.push({ start: timing.start, end: timing.end, text: cueText });
  };
  for (const line of block.slice(index + 1)) {
    if (line.text.includes('-->') && timingPattern.test(line.text.trim())) {
      if (text.length > 0 && /^\d+$/.test(text[text.length - 1]!.trim())) text.pop();
      finish();
      timing = parseTiming(line);
      text = [];
    } else text.push(line.text);
  }
  finish();
}

/** A timing line, or a broken one meant as such (it starts with a time): refused as a bad timestamp, not taken for an id. */
function looksLikeTiming(text: string): boolean {
  return text.includes('-->') || /^\s*\d+:\d/.test(text);
}

const timestamp = String.raw`(?:\d+:)?\d+:\d+[.,]\d+`;
const timingPattern = new RegExp(String.raw`^(${timestamp})[ \t]*-->[ \t]*(${timestamp})(?:[ \t].*)?$`);

function parseTiming(line: Line): { start: number; end: number } {
  const match = timingPattern.exec(line.text.trim());
  if (!match) throw new Refusal(line.number, 'dashboard.captions.refused.badTimestamp');
  const start = seconds(match[1]!, line);
  const end = seconds(match[2]!, line);
  if (end < start) throw new Refusal(line.number, 'dashboard.captions.refused.endBeforeStart');
  return { start, end };
}

// hh:mm:ss.ttt with the hours optional (WebVTT writes mm:ss.ttt under an hour); SRT writes a comma before the
// milliseconds. Minutes and seconds are two digits below 60, milliseconds three digits, as both formats define them.
const timestampParts = /^(?:(\d+):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

function seconds(value: string, line: Line): number {
  const parts = timestampParts.exec(value);
  if (!parts) throw new Refusal(line.number, 'dashboard.captions.refused.badTimestamp');
  const [, hours = '0', minutes, secs, millis] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

/**
 * One line of cue text as plain text: tags (<i>, <b>, <u>, <c.class>, <v Name>, <lang>, <ruby>, inner timestamps,
 * SRT's <font>) and SSA position codes ({\an8}) are removed, then entities decoded, so an `&lt;i&gt;` in a file stays
 * the visible text "<i>" and is never read as a tag.
 */
function plainText(line: string): string {
  const untagged = line.replace(/<[^>]*>/g, '').replace(/\{\\[^}]*\}/g, '');
  return untagged
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return namedEntities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The cue shown at `seconds`: of those running then, the one that started last; -1 when none runs. */
export function cueAt(cues: readonly CaptionCue[], seconds: number): number {
  let found = -1;
  cues.forEach((cue, index) => {
    if (cue.start <= seconds && seconds < cue.end && (found < 0 || cue.start >= cues[found]!.start)) found = index;
  });
  return found;
}
