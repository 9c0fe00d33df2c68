// The body of a storage listing (`POST /storage/v1/object/list/<bucket>`, supabase-js's list()) is checked before lite
// sees it: lite's schema takes any number and any sort column, puts them straight into the SQL, and a negative offset,
// a fraction or an unknown column came back as 500 (found by the fuzzer, test/fuzz). The Storage API's own rules:
// limit and offset are whole numbers from 0, sortBy.column one of the object's columns it sorts by, order asc or desc.
import { jsonResponse } from './responses.ts';

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const ORDERS = new Set(['asc', 'desc']);

function refusal(message: string): Response {
  return jsonResponse({ statusCode: '400', error: 'InvalidRequest', message }, 400);
}

function isCount(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);
}

/** A storage request's JSON object body, read from a copy; null when it is not one (lite's own validation answers 400). */
export async function jsonObjectBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A 400 for a listing whose body lite would turn into a failing query; null for anything else (lite answers it). */
export async function storageListProblem(request: Request, pathname: string): Promise<Response | null> {
  if (request.method !== 'POST' || !pathname.startsWith('/storage/v1/object/list/')) return null;
  const body = await jsonObjectBody(request);
  if (!body) return null;
  const { limit, offset, sortBy } = body as { limit?: unknown; offset?: unknown; sortBy?: unknown };
  if (!isCount(limit)) return refusal('limit must be a whole number from 0');
  if (!isCount(offset)) return refusal('offset must be a whole number from 0');
  if (sortBy !== undefined) {
    const { column, order } = (sortBy ?? {}) as { column?: unknown; order?: unknown };
    if (typeof column !== 'string' || !SORT_COLUMNS.has(column))
      return refusal(`sortBy.column must be one of ${[...SORT_COLUMNS].join(', ')}`);
    if (order !== undefined && (typeof order !== 'string' || !ORDERS.has(order))) return refusal('sortBy.order must be asc or desc');
  }
  return null;
}
