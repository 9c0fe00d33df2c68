// The plain-text part of a newsletter built from its (sanitised) HTML: block elements become
// line breaks, list items dashes, links "text (url)", images their alt text.
import { decodeEntities } from './sanitize.ts';

const BLOCK_END = /<\/(p|div|h[1-6]|blockquote|pre|ul|ol|table|tr)\s*>/gi;

/** Elements whose content is code or markup, never words for the reader (issue 20: <script> text reached the mail). */
const NOT_TEXT = /<(script|style|template|noscript|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

export function htmlToText(html: string): string {
  const text = html
    .replace(NOT_TEXT, '')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const inner = label.replace(/<[^>]*>/g, '').trim();
      const url = decodeEntities(href);
      return inner && inner !== url ? `${inner} (${url})` : url;
    })
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `[${alt}]` : ''))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
