// Allow-list HTML sanitiser for newsletter bodies written by staff. Mail clients differ in what
// they strip, so the function never relies on them: only the tags and attributes below survive,
// links must be http(s) or mailto, images http(s), and the output is re-serialised from tokens
// (never copied through), so it is always well-formed. Runs unchanged in Node and Deno (no DOM).

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
const VOID_TAGS = new Set(['br', 'hr', 'img']);
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

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    let value: string | null = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href') value = safeUrl(value, ['http:', 'https:', 'mailto:']);
    else if (name === 'src') value = safeUrl(value, ['http:', 'https:']);
    else if (name === 'width' || name === 'height') value = /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
    if (value !== null) kept.push(` ${name}="${escapeHtml(value)}"`);
  }
  if (tag === 'a' && kept.some((attribute) => attribute.startsWith(' href='))) kept.push(' rel="noopener noreferrer" target="_blank"');
  return kept.join('');
}

/** Text between tags: keeps well-formed entities, escapes everything else that could start markup. */
function sanitizeText(text: string): string {
  return text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  const lower = input.toLowerCase();

  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out.push(sanitizeText(input.slice(i)));
      break;
    }
    out.push(sanitizeText(input.slice(i, lt)));

    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(input.slice(lt));
    if (!tagMatch) {
      if (input[lt + 1] === '!' || input[lt + 1] === '?' || input[lt + 1] === '/') {
        // Doctype, processing instruction or a broken end tag: drop up to the next '>'.
        const end = input.indexOf('>', lt);
        i = end === -1 ? input.length : end + 1;
      } else {
        out.push('&lt;');
        i = lt + 1;
      }
      continue;
    }

    const [whole, slash, rawName, attributes = ''] = tagMatch;
    const tag = (rawName ?? '').toLowerCase();
    i = lt + whole.length;

    if (!slash && DROP_WITH_CONTENT.has(tag)) {
      const close = lower.indexOf(`</${tag}`, i);
      const end = close === -1 ? -1 : input.indexOf('>', close);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    if (!(tag in ALLOWED_TAGS)) continue; // unknown tag: drop the tag, keep its text

    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${tag}${sanitizeAttributes(tag, attributes)}>`);
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
