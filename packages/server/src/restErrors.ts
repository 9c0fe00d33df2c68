// lite 0.10 answers a CHECK constraint violation with HTTP 500 and code "SUP" where PostgREST
// answers 400 with code 23514: the client's bad value is not a server failure. Every other
// database error already carries PostgREST's status and code, except writes to a read-only view (405 here).
const CHECK_VIOLATION = /violates check constraint "([^"]+)"/;

export async function fixRestErrorStatus(response: Response): Promise<Response> {
  if (response.status !== 500) return response;
  const text = await response.text();
  let body: { code?: string; message?: string } | null = null;
  try {
    body = JSON.parse(text) as { code?: string; message?: string };
  } catch {
    // not JSON: leave it as it was
  }
  const match = body?.code === 'SUP' && typeof body.message === 'string' ? CHECK_VIOLATION.exec(body.message) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Writing to a read-only view (lesson_catalog, prompt_catalog, public_profiles...) is the client's mistake:
  // PostgreSQL says 55000 "cannot insert into view", which lite passes on as 500.
  if (body?.code === '55000' && /cannot (insert into|update|delete from) view/.test(body.message ?? '')) {
    headers.set('allow', 'GET, HEAD');
    return new Response(JSON.stringify({ ...body, message: `${body.message}: this view is read-only` }), { status: 405, headers });
  }
  if (!match || !body) return new Response(text, { status: response.status, headers });
  const fixed = { ...body, code: '23514', message: body.message!.replace(/^error: /, ''), details: `Failing constraint: ${match[1]}` };
  return new Response(JSON.stringify(fixed), { status: 400, headers });
}
