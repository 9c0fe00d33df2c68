// Allow-list HTML sanitiser for newsletter bodies written by staff. Mail clients differ in what
// they strip, so the function never relies on them: only the tags and attributes below survive,
// links must be http(s) or mailto, images http(s). Parsing and re-serialising is sanitize-html's (a maintained
// sanitiser on htmlparser2, so the output is always well-formed); this file holds only our allow-list and URL rules.
// Runs unchanged in Node and Deno (no DOM).
// Deno takes the types from DefinitelyTyped (tsc reads them through the root tsconfig paths).
// @ts-types="npm:@types/sanitize-html@^2.16.2"
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

const ALLOWED_TAGS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  span: [],
  div: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};
// Dropped together with everything inside them (their text is code or markup, not content).
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Decodes the entities a browser would decode in an attribute or text (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** An absolute URL with an allowed scheme, normalised; null otherwise (relative links mean nothing in a mail). */
export function safeUrl(raw: string, schemes: readonly string[]): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const cleaned = decodeEntities(raw)
    .trim()
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, (c) => (c === ' ' ? '%20' : ''));
  try {
    const url = new URL(cleaned);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Our URL and size rules on the attributes the allow-list keeps; a link that keeps its href opens in a new tab. */
function checkedAttributes(tag: string, attributes: Attributes): Attributes {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: Attributes = {};
  for (const name of allowed) {
    const raw = attributes[name];
    if (raw === undefined) continue;
    let value: string | null = raw;
    if (name === 'href') value = safeUrl(raw, ['http:', 'https:', 'mailto:']);
    else if (name === 'src') value = safeUrl(raw, ['http:', 'https:']);
    else if (name === 'width' || name === 'height') value = /^\d{1,4}$/.test(raw.trim()) ? raw.trim() : null;
    else value = decodeEntities(raw);
    if (value !== null) kept[name] = value;
  }
  if (tag === 'a' && kept.href !== undefined) Object.assign(kept, { rel: 'noopener noreferrer', target: '_blank' });
  return kept;
}

const options: IOptions = {
  allowedTags: Object.keys(ALLOWED_TAGS),
  // Our attributes, plus the rel/target we add to links (whatever the author wrote there is replaced).
  allowedAttributes: { ...ALLOWED_TAGS, a: [...(ALLOWED_TAGS.a ?? []), 'rel', 'target'] },
  // URLs were already checked (and made absolute-only) by checkedAttributes; these repeat the rule as a backstop.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  // Entities stay as written in text (`&eacute;`); stray `&`, `<`, `>` are escaped.
  parser: { decodeEntities: false },
  transformTags: Object.fromEntries(
    Object.keys(ALLOWED_TAGS).map((tag) => [
      tag,
      (tagName: string, attribs: Attributes) => ({ tagName, attribs: checkedAttributes(tagName, attribs) }),
    ]),
  ),
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, options);
}
