// MSW handlers for the data service (PostgREST as supabase-js calls it).
import { http, HttpResponse } from 'msw';
import { restUrl } from './backend.ts';

/**
 * `table` answers GET with `rows` (a single object when the client asks for one row), HEAD with the count,
 * and accepts writes (PATCH/POST/DELETE) answering the first row.
 */
export function restRows(table: string, rows: Record<string, unknown>[]) {
  const range = rows.length ? `0-${rows.length - 1}/${rows.length}` : `*/0`;
  const wantsOne = (request: Request) => (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object');
  return [
    http.get(restUrl(table), ({ request }) => (wantsOne(request) ? HttpResponse.json(rows[0] ?? null) : HttpResponse.json(rows, { headers: { 'content-range': range } }))),
    http.head(restUrl(table), () => new HttpResponse(null, { headers: { 'content-range': range } })),
    http.patch(restUrl(table), () => HttpResponse.json(rows.slice(0, 1))),
    http.post(restUrl(table), () => HttpResponse.json(rows.slice(0, 1), { status: 201 })),
    http.delete(restUrl(table), () => HttpResponse.json(rows.slice(0, 1))),
  ];
}

/** Every call on `table` fails with PostgREST's error shape (e.g. code 42501 for a refused write, PGRST116 for no row). */
export function restError(table: string, message: string, code = 'XX000', status = 500) {
  const body = { message, code, details: null, hint: null };
  return ['get', 'head', 'patch', 'post', 'delete'].map((method) => http[method as 'get'](restUrl(table), () => HttpResponse.json(body, { status })));
}
