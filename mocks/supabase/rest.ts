// MSW handlers for the data service (PostgREST as supabase-js calls it).
import { http, HttpResponse } from 'msw';
import { restUrl } from './backend.ts';
import { matchingRows, selectRows, UnsupportedQuery, type Row } from './postgrestQuery.ts';

/** PostgREST's answer to a query it cannot run; the mock's own limits are reported the same way, loudly. */
function refused(error: unknown) {
  if (!(error instanceof UnsupportedQuery)) throw error;
  console.error(`[story mock] ${error.message}`);
  return HttpResponse.json({ message: `story mock: ${error.message}`, code: 'PGRST100', details: null, hint: null }, { status: 400 });
}

function answer(run: () => Response): Response {
  try {
    return run();
  } catch (error) {
    return refused(error);
  }
}

/** PostgREST's answer to a read: the rows the query selects (one object when asked for), or the refusal. */
export function selectResponse(rows: Row[], request: Request): Response {
  return answer(() => {
    const { rows: selected, total } = selectRows(rows, new URL(request.url).searchParams);
    if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object')) return HttpResponse.json(selected[0] ?? null);
    if (request.method === 'HEAD')
      return new HttpResponse(null, { headers: { 'content-range': selected.length ? `0-${selected.length - 1}/${total}` : `*/${total}` } });
    return HttpResponse.json(selected, {
      headers: { 'content-range': selected.length ? `0-${selected.length - 1}/${total}` : `*/${total}` },
    });
  });
}

/**
 * `table` answers GET with the `rows` its filters, order, limit and offset select (a single object when the
 * client asks for one row), HEAD with their count, and accepts writes: PATCH and DELETE answer the rows their
 * filters select (PATCH with the sent values applied), POST the first row. A filter the mock cannot evaluate,
 * or one on a column the fixture rows lack, is refused with a 400 rather than ignored.
 */
export function restRows(table: string, rows: Row[]) {
  const wantsOne = (request: Request) => (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object');
  const params = (request: Request) => new URL(request.url).searchParams;
  const range = (selected: Row[], total: number) => (selected.length ? `0-${selected.length - 1}/${total}` : `*/${total}`);
  return [
    http.get(restUrl(table), ({ request }) =>
      answer(() => {
        const { rows: selected, total } = selectRows(rows, params(request));
        if (wantsOne(request)) return HttpResponse.json(selected[0] ?? null);
        return HttpResponse.json(selected, { headers: { 'content-range': range(selected, total) } });
      }),
    ),
    http.head(restUrl(table), ({ request }) =>
      answer(() => {
        const { rows: selected, total } = selectRows(rows, params(request));
        return new HttpResponse(null, { headers: { 'content-range': range(selected, total) } });
      }),
    ),
    http.patch(restUrl(table), async ({ request }) => {
      const changes = (await request.json().catch(() => ({}))) as Row;
      return answer(() => HttpResponse.json(matchingRows(rows, params(request)).map((row) => ({ ...row, ...changes }))));
    }),
    http.post(restUrl(table), () => HttpResponse.json(rows.slice(0, 1), { status: 201 })),
    http.delete(restUrl(table), ({ request }) => answer(() => HttpResponse.json(matchingRows(rows, params(request))))),
  ];
}

/** Every call on `table` fails with PostgREST's error shape (e.g. code 42501 for a refused write, PGRST116 for no row). */
export function restError(table: string, message: string, code = 'XX000', status = 500) {
  const body = { message, code, details: null, hint: null };
  return ['get', 'head', 'patch', 'post', 'delete'].map((method) =>
    http[method as 'get'](restUrl(table), () => HttpResponse.json(body, { status })),
  );
}
