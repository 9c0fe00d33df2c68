// lite 0.10 answers some of PostgreSQL's refusals with HTTP 500 and code "SUP" (its message is the error's text,
// its SQLSTATE dropped) where PostgREST answers with the SQLSTATE and the status of its table: a CHECK constraint or a
// trigger's `raise ... using errcode = '23514'` (a reply to a reply) is the client's mistake, 400, not a server
// failure. The SQLSTATE comes back from the request's database error trail (databaseErrorTrail.ts). Writes to a
// read-only view, which lite passes on as 500 55000, are 405.
import { withDatabaseErrorTrail, type DatabaseError } from './databaseErrorTrail.ts';

/** PostgREST's HTTP status by PostgreSQL error code, then by class (docs.postgrest.org, Errors, HTTP Status Codes); 400 otherwise. */
const STATUS_BY_CODE: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '53400': 500,
  // program_limit_exceeded from a request is the client's oversized value (a word too long for a tsquery argument, found
  // by the fuzzer): a client mistake, 400, where PostgREST's class table says 500.
  '54000': 400,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
};
const STATUS_BY_CLASS: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

export function postgrestStatus(code: string): number {
  return STATUS_BY_CODE[code] ?? STATUS_BY_CLASS[code.slice(0, 2)] ?? 400;
}

function jsonAnswer(body: unknown, status: number, from: Response, extra: Record<string, string> = {}): Response {
  const headers = new Headers(from.headers);
  headers.delete('content-length');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** lite's answer, with PostgREST's status and error body where lite answered 500 for a refusal of PostgreSQL's. */
async function fixRestErrorStatus(response: Response, databaseError: DatabaseError | null): Promise<Response> {
  if (response.status !== 500) return response;
  const text = await response.text();
  let body: { code?: string; message?: string } | null = null;
  try {
    body = JSON.parse(text) as { code?: string; message?: string };
  } catch {
    // not JSON: leave it as it was
  }
  // Writing to a read-only view (lesson_catalog, prompt_catalog, public_profiles...) is the client's mistake:
  // PostgreSQL says 55000 "cannot insert into view", which lite passes on as 500.
  if (body?.code === '55000' && /cannot (insert into|update|delete from) view/.test(body.message ?? ''))
    return jsonAnswer({ ...body, message: `${body.message}: this view is read-only` }, 405, response, { allow: 'GET, HEAD' });
  // lite's "SUP" message is String(error): answer from the error only when it is that same one.
  if (body?.code === 'SUP' && databaseError && body.message === databaseError.text) {
    const { code, message, detail, hint } = databaseError;
    return jsonAnswer({ code, details: detail, hint, message }, postgrestStatus(code), response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(text, { status: response.status, headers });
}

/** Sends a request to lite's REST API and gives its answer as PostgREST would give it. */
export async function answerAsPostgrest(send: () => Promise<Response>): Promise<Response> {
  const { result, error } = await withDatabaseErrorTrail(send);
  return fixRestErrorStatus(result, error);
}
