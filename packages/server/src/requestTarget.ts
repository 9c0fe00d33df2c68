// The one gate every request passes before any guard or route (issue 32.3). The guards (sign-in backoff, mail
// limits, bans, upload checks, the mailbox) compare paths as strings, while the library (@supabase/lite, on Hono)
// decodes the path itself: `/auth/v1/%74oken` was a token request to lite and an unknown path to the guards, so
// password guessing, mail bombing and banned members walked past them. Here the request target is decoded and
// normalised once, and everything after (guards, routing, lite) sees only that one form:
// - each path segment is percent-decoded (UTF-8), so `%74oken`, `%74OKEN`-style escapes of letters are letters;
// - `.` and `..` segments (encoded or not) are resolved, repeated slashes and a trailing slash dropped;
// - the decoded segments are encoded again in one canonical way (RFC 3986 pchar kept, everything else %XX in upper
//   case), which the URL parser and lite's router leave as it is, so lite's decoding gives back the same segments.
// A target that has no such form is a 400 `bad_request_target`: an invalid escape or UTF-8, an encoded slash
// (`%2F`, which would let one segment route as two), NUL or another control character in a segment, a `..` above
// the root, a backslash (the URL parser turns it into a slash, so it would route differently), a fragment, or bytes
// outside printable ASCII (a browser always escapes them). The query string is kept as sent: the guards and lite
// read its parameters through the same decoding (URLSearchParams and Hono's query reader agree).
// Also answered here, as before: TRACE/TRACK/CONNECT (405: nothing here echoes requests or tunnels), the asterisk
// form (`OPTIONS *` gets the server's methods, anything else 400) and the absolute form (`GET http://host/path`,
// which only proxies receive: 400, so a forged target host can never reach config.json or links).

const NOT_ALLOWED = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** Printable ASCII without space: what a browser or fetch puts in a request target. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
/** An escape is `%` and two hex digits; anything else after `%` has no decoding. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** Characters a decoded segment may not hold: the ones that would change routing or have no place in a path. */
const FORBIDDEN_IN_SEGMENT = /[\x00-\x1f\x7f/]/;
/** RFC 3986 pchar without `%` and `+` (which some readers take for a space): left as they are in the canonical form; every other character is escaped. */
const PCHAR = /[A-Za-z0-9\-._~!$&'()*,;=:@]/;

/** A request target that passed the gate: its canonical path, and the query as sent (with its `?`, or empty). */
export type GatedTarget = { pathname: string; search: string; target: string };

function answer(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error, message }), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function refused(message: string): Response {
  return answer(400, 'bad_request_target', message);
}

/** A decoded segment in the canonical encoding. */
function encodeSegment(segment: string): string {
  let encoded = '';
  for (const char of segment) {
    if (PCHAR.test(char)) encoded += char;
    // Stryker disable next-line StringLiteral: kept on purpose (stryker/scopes.mjs keptOnPurpose): Buffer.from's encoding defaults to UTF-8, and no byte to escape is below 0x10 (control characters are refused before this)
    else for (const byte of Buffer.from(char, 'utf8')) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** The canonical path of a raw path (no query), or the reason it has none. */
export function normalisePath(rawPath: string): string | { problem: string } {
  if (!rawPath.startsWith('/')) return { problem: 'The request target must be a path starting with /' };
  if (rawPath.includes('\\')) return { problem: 'The request path must not contain a backslash' };
  if (BAD_ESCAPE.test(rawPath)) return { problem: 'The request path has an invalid percent-escape' };
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { problem: 'The request path does not decode to UTF-8 text' };
    }
    if (FORBIDDEN_IN_SEGMENT.test(segment)) return { problem: 'The request path has an encoded slash or a control character' };
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return { problem: 'The request path climbs above the root' };
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.map(encodeSegment).join('/')}`;
}

/**
 * The gate: a response for a request the server does not serve as asked (405, 400 `bad_request_target`, or the
 * answer to `OPTIONS *`), else the target in its one canonical form, which every guard and route must use.
 */
export function passGate(method: string, target: string): GatedTarget | Response {
  const verb = method.toUpperCase();
  if (NOT_ALLOWED.has(verb)) return answer(405, 'method_not_allowed', `${verb} is not supported`, { allow: ALLOWED_METHODS });
  if (target === '*') {
    if (verb === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: ALLOWED_METHODS } });
    return refused('The request target * is only meaningful with OPTIONS');
  }
  if (!PRINTABLE_ASCII.test(target)) return refused('The request target must be printable ASCII (escape everything else)');
  if (target.includes('#')) return refused('The request target must not carry a fragment');
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  const pathname = normalisePath(rawPath);
  if (typeof pathname !== 'string') return refused(pathname.problem);
  return { pathname, search, target: pathname + search };
}

/** Whether a canonical path is `prefix` itself or below it (`/rest/v1` and `/rest/v1/courses`, not `/rest/v1x`). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
