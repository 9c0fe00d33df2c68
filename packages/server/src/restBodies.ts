// The body of a REST write (POST, PATCH, PUT of a table or view) is a JSON object or a list of objects. lite assumes
// so: a string, number or boolean with `?columns=`, or a list of non-objects put with PUT, fell into a TypeError
// inside it and came back as 500 (code SUP; found by the fuzzer, test/fuzz). Such a body is refused here, before lite
// or the plain path, with PostgREST's answer to an invalid body: 400 PGRST102. Bodies that are not JSON, or not sent
// as JSON (CSV), stay lite's to answer.
import { jsonResponse } from './responses.ts';

const WRITES = new Set(['POST', 'PATCH', 'PUT']);

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 400 for a REST write whose JSON body is neither an object nor a list of objects; null for anything else. */
export async function restWriteBodyProblem(request: Request, pathname: string): Promise<Response | null> {
  if (!WRITES.has(request.method) || !pathname.startsWith('/rest/v1/') || pathname.startsWith('/rest/v1/rpc/')) return null;
  const contentType = request.headers.get('content-type');
  if (contentType && !contentType.toLowerCase().includes('json')) return null;
  const text = await request.clone().text();
  // An object, or not JSON at all: either way not this check's (and the hot progress save is not parsed twice).
  if (text.trimStart().startsWith('{')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null; // not JSON: lite answers it (PGRST102)
  }
  if (isObject(body) || (Array.isArray(body) && body.every(isObject))) return null;
  return jsonResponse(
    { code: 'PGRST102', details: null, hint: null, message: 'The request body must be a JSON object or an array of objects' },
    400,
  );
}
