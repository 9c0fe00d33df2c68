// Topic and comment text is user input: it is rendered as text nodes, never as HTML. Only
// http(s) addresses become links, so `javascript:` and other schemes stay plain text.

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends a sentence rather than the address. */
const trailingPunctuation = /[.,;:!?)\]]+$/;

export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trimmed = raw.replace(trailingPunctuation, '');
    const href = safeHttpUrl(trimmed);
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The normalised address when it is an absolute http(s) URL, else null (never a script or data URL). */
export function safeHttpUrl(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
