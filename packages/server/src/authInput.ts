// Mistakes in what a client sends to the auth service, answered 400 with GoTrue's error shape instead of the 500
// lite gave them: an email sent as an array or number, an email longer than the 255 characters auth.users holds,
// a password or phone that is not text, text holding the NUL character (PostgreSQL's text and jsonb cannot hold it: a
// refresh token of "\u0000" was a 500). Bodies over 64 KB are refused earlier (413, see AUTH_BODY_LIMIT).

export const AUTH_BODY_LIMIT = 64 * 1024;
/** auth.users.email is varchar(255): a longer address fails inside the auth service (a 500 and a stack trace). */
export const EMAIL_MAX_LENGTH = 255;

function invalid(message: string): Response {
  return new Response(JSON.stringify({ code: 400, error_code: 'validation_failed', msg: message }), {
    status: 400,
    headers: { 'content-type': 'application/json', 'x-sb-error-code': 'validation_failed' },
  });
}

/** The 400 for a malformed auth request body, or null when it may go to the auth service. */
export async function authInputProblem(request: Request, pathname: string): Promise<Response | null> {
  if (!pathname.startsWith('/auth/v1/') || (request.method !== 'POST' && request.method !== 'PUT')) return null;
  let body: unknown;
  try {
    const text = await request.clone().text();
    if (!text.trim()) return null;
    body = JSON.parse(text);
  } catch {
    return null; // Not JSON: the auth service answers that itself (400).
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('The request body must be a JSON object');
  if (holdsNul(body)) return invalid('Text must not contain the NUL character (U+0000)');
  const fields = body as Record<string, unknown>;
  if (fields.email !== undefined && fields.email !== null) {
    if (typeof fields.email !== 'string') return invalid('email must be a string');
    if (fields.email.length > EMAIL_MAX_LENGTH) return invalid(`email must be at most ${EMAIL_MAX_LENGTH} characters`);
  }
  for (const name of ['password', 'phone', 'token', 'token_hash', 'refresh_token'] as const) {
    const value = fields[name];
    if (value !== undefined && value !== null && typeof value !== 'string') return invalid(`${name} must be a string`);
  }
  return null;
}

/** True when a string anywhere in the JSON value, a key included, holds U+0000. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}
