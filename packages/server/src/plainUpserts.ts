// Plain REST upserts answered without lite's per-request pipeline (issue 17): a POST of one JSON object of plain
// values to a table of `public` with `on_conflict` and `Prefer: resolution=merge-duplicates` (and `return=minimal`).
// That is how the course page saves a learner's progress (supabase-js's upsert, and the page-hide keepalive save),
// the most frequent write of the academy: every few seconds for each learner watching a lesson.
//
// lite runs, after its user-and-session check: BEGIN; its settings; a count of the rows the conflict columns name
// (200 when one was there, 201 when not); the INSERT ... ON CONFLICT DO UPDATE; COMMIT. Here the same statements,
// with the same text and the same parameters (so the same prepared statements and the same type conversions by the
// driver), go in one write (plainTransaction.ts). Any failure (a refused row, a bad value, a user or session gone)
// rolls it all back and the request goes to lite, which does it again and answers as it always did; so this path
// only ever gives the answer of a write lite would have made, and leaves the row lite would have left.
// packages/server/test/plainUpserts.test.ts compares answers and resulting rows with lite's.
import { ACCEPTED, quoted, relationName, REST_CORS_HEADERS, whereClause, type RelationColumns } from './plainReads.ts';

const MERGE = 'resolution=merge-duplicates';
const MINIMAL = 'return=minimal';

export type PlainUpsert = {
  relation: string;
  /** The body's columns, in its order (lite's order), and their values. */
  columns: string[];
  values: PlainValue[];
  /** `on_conflict`'s columns, in its order. */
  conflict: string[];
  /** `Content-Profile: public` was sent (supabase-js sends it): lite then names the schema in its statements. */
  schemaNamed: boolean;
  minimal: boolean;
};

type PlainValue = string | number | boolean | null;

const isPlainValue = (value: unknown): value is PlainValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** `resolution=merge-duplicates`, with or without `return=minimal`, in any order; anything else goes to lite. */
function minimalOf(prefer: string | null): boolean | null {
  if (prefer === null) return null;
  const tokens = prefer.split(',').map((token) => token.trim());
  if (new Set(tokens).size !== tokens.length || !tokens.includes(MERGE)) return null;
  if (tokens.length === 1) return false;
  return tokens.length === 2 && tokens.includes(MINIMAL) ? true : null;
}

/** Whether the address and headers are those of a plain upsert; the body is read only then. */
export function plainUpsertTarget(
  method: string,
  url: URL,
  headers: Headers,
  relations: RelationColumns,
): Omit<PlainUpsert, 'columns' | 'values'> | null {
  if (method !== 'POST') return null;
  const relation = url.pathname.slice('/rest/v1/'.length);
  const known = relations.get(relation);
  if (!known) return null;
  if (headers.get('content-type') !== 'application/json') return null;
  if (!ACCEPTED.has((headers.get('accept') ?? '').trim())) return null;
  const profile = headers.get('content-profile');
  if ((profile !== null && profile !== 'public') || headers.has('accept-profile') || headers.has('range')) return null;
  const minimal = minimalOf(headers.get('prefer'));
  if (minimal === null) return null;
  const keys = [...url.searchParams.keys()];
  const conflictText = url.searchParams.get('on_conflict');
  if (keys.length !== 1 || conflictText === null) return null;
  const conflict = conflictText.split(',');
  if (conflict.some((column) => !known.has(column)) || new Set(conflict).size !== conflict.length) return null;
  return { relation, conflict, schemaNamed: profile === 'public', minimal };
}

/** The upsert a request asks for, given its body, when it is a plain one; null sends it to lite. */
export function plainUpsertOf(
  target: Omit<PlainUpsert, 'columns' | 'values'>,
  body: string,
  relations: RelationColumns,
): PlainUpsert | null {
  let row: unknown;
  try {
    row = JSON.parse(body);
  } catch {
    return null;
  }
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return null;
  const known = relations.get(target.relation)!;
  const entries = Object.entries(row);
  if (!entries.every(([column, value]) => known.has(column) && isPlainValue(value))) return null;
  const columns = entries.map(([column]) => column);
  // The conflict columns name the row (non-null), and something besides them is written.
  const named = (column: string) => {
    const value = (row as Record<string, unknown>)[column];
    return typeof value === 'string' || typeof value === 'number';
  };
  if (!target.conflict.every(named) || columns.every((column) => target.conflict.includes(column))) return null;
  return { ...target, columns, values: entries.map(([, value]) => value as PlainValue) };
}

/** lite's two statements for this upsert, character for character: the count of existing rows, and the upsert. */
export function plainUpsertStatements(upsert: PlainUpsert): {
  count: { text: string; params: unknown[] };
  upsert: { text: string; params: unknown[] };
} {
  const table = relationName(upsert.relation, upsert.schemaNamed);
  const conflictValues = upsert.conflict.map((column) => upsert.values[upsert.columns.indexOf(column)]);
  const where = whereClause(upsert.conflict.map((column, index) => `${quoted(column)} = $${index + 1}`));
  const updated = upsert.columns.filter((column) => !upsert.conflict.includes(column));
  return {
    count: { text: `select count(*) as "__count" from ${table} where ${where}`, params: conflictValues },
    upsert: {
      text:
        `insert into ${table} (${upsert.columns.map(quoted).join(', ')}) values (${upsert.columns.map((_, index) => `$${index + 1}`).join(', ')})` +
        ` on conflict (${upsert.conflict.map(quoted).join(', ')}) do update set ${updated.map((column) => `${quoted(column)} = "excluded".${quoted(column)}`).join(', ')}`,
      params: upsert.values,
    },
  };
}

/** lite's answer to an upsert that succeeded: 200 when the row was there, 201 when it was made; no body. */
export function plainUpsertResponse(upsert: PlainUpsert, existing: number): Response {
  const headers: Record<string, string> = {
    'content-range': '*/*',
    'preference-applied': upsert.minimal ? `${MERGE}, ${MINIMAL}` : MERGE,
    ...REST_CORS_HEADERS,
  };
  // lite names a JSON body it does not send, unless the client asked for none.
  if (!upsert.minimal) headers['content-type'] = 'application/json; charset=utf-8';
  return new Response(null, { status: existing > 0 ? 200 : 201, headers });
}
