// Plain REST reads answered without lite's per-request pipeline (issue 17): a GET of one table or view of `public`
// with plain columns, `eq`, `in` and `is.null` filters, an order, a limit and an offset, by a visitor (the publishable
// key) or a signed-in member.
// That is most of what the app reads, and lite spent 1.2-1.5 ms of CPU on each (parse, kysely, row shaping), plus a
// round trip for the member's user and session and one for COMMIT. Here the same statement lite would run (the same
// text, so the same prepared statement), under the same role and claims, with the user-and-session check, goes to
// PostgreSQL in one write with BEGIN and COMMIT: one round trip (plainTransaction.ts).
//
// The contract is lite's: the same status, body and headers (packages/server/test/plainReads.test.ts compares them on
// every table and view). Anything outside that narrow shape, and anything that goes wrong (a token it does not
// recognise, a user or session that no longer exists, any database error), is handed to lite untouched, which
// answers as it always did. So this path can only give the answer lite would give for a read that succeeds.
import type { Database } from './database.ts';

/** lite's cap on the rows of one answer (its `limit` when the request sets none). */
const MAX_ROWS = 1000;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Filter values this path passes through (ids, slugs, dates, numbers); anything else (quotes, commas, brackets) goes to lite's parser. */
const PLAIN_VALUE = /^[\w.:@-]+$/;
/** The Accept headers of a plain JSON answer (supabase-js sends application/json). */
export const ACCEPTED = new Set(['', '*/*', 'application/json']);
/** Request headers that change what lite answers (count, ranges, representation, other schemas): such a request goes to lite. */
const SHAPING_HEADERS = ['prefer', 'range', 'range-unit', 'content-profile'];

export type PlainRead = {
  relation: string;
  /** Column names, or null for `*`. */
  columns: string[] | null;
  filters: Filter[];
  order: { column: string; descending: boolean; nulls: 'first' | 'last' | null }[];
  limit: number;
  /** Set when the request names one (lite then writes `offset`, even for 0). */
  offset: number | null;
  /** `Accept-Profile: public` was sent (supabase-js always sends it): lite then names the schema in the statement. */
  schemaNamed: boolean;
  /** lite's Content-Location: the relation and the query, its parameters sorted. */
  contentLocation: string;
};

/** `eq.value`, `in.(a,b)` with plain values, or `is.null`. */
export type Filter =
  | { column: string; operator: 'eq'; value: string }
  | { column: string; operator: 'in'; values: string[] }
  | { column: string; operator: 'is null' };

/** Which columns each table and view of `public` has (read once at start, as lite reads the schema once). */
export type RelationColumns = ReadonlyMap<string, ReadonlySet<string>>;

export async function readRelationColumns(database: Database): Promise<RelationColumns> {
  const rows = await database.query<{ relation: string; column: string }>(
    `select c.relname as relation, a.attname as column
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  const columns = new Map<string, Set<string>>();
  for (const { relation, column } of rows) {
    if (!IDENTIFIER.test(relation) || !IDENTIFIER.test(column)) continue;
    let set = columns.get(relation);
    if (!set) columns.set(relation, (set = new Set()));
    set.add(column);
  }
  return columns;
}

function parseLimit(text: string | undefined): number | null {
  if (text === undefined) return MAX_ROWS;
  if (!/^[1-9][0-9]{0,3}$/.test(text)) return null;
  const limit = Number(text);
  return limit <= MAX_ROWS ? limit : null;
}

function parseOffset(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  return /^(0|[1-9][0-9]{0,5})$/.test(text) ? Number(text) : undefined;
}

const NULLS = { nullsfirst: 'first', nullslast: 'last' } as const;

/** `column[.asc|.desc][.nullsfirst|.nullslast]`, comma-separated. */
function parseOrder(text: string | undefined, known: ReadonlySet<string>): PlainRead['order'] | null {
  if (text === undefined) return [];
  const order: PlainRead['order'] = [];
  for (const term of text.split(',')) {
    const [column, ...modifiers] = term.split('.');
    if (!column || !known.has(column) || modifiers.length > 2) return null;
    let direction: string | undefined = modifiers[0];
    let nullsText: string | undefined = modifiers[1];
    if (modifiers.length === 1 && (direction === 'nullsfirst' || direction === 'nullslast'))
      [direction, nullsText] = [undefined, direction];
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') return null;
    if (nullsText !== undefined && nullsText !== 'nullsfirst' && nullsText !== 'nullslast') return null;
    order.push({ column, descending: direction === 'desc', nulls: nullsText ? NULLS[nullsText] : null });
  }
  return order;
}

/**
 * Whether lite reads this filter value as the text it is. lite's filter parser turns some texts into JavaScript values
 * ('null', 'not_null' and 'unknown' into NULL, 'true'/'false' in any case into booleans, decimal numbers into numbers,
 * except texts with a leading zero or that look hexadecimal), and the value then reaches PostgreSQL as its own text
 * (postgresDriver.ts): '5.0' as '5', 'TRUE' as 'true', 'null' as NULL. This path sends the text itself, so it takes a
 * value only when both are the same text; any other goes to lite, which answers it as it always does.
 */
export function liteKeepsText(value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'null' || lower === 'not_null' || lower === 'unknown') return false;
  if (lower === 'true' || lower === 'false') return value === lower;
  if (/^-?0\d+$/.test(value) || (/^[0-9A-Fa-f]+$/.test(value) && /[A-Fa-f]/.test(value))) return true;
  const number = Number(value);
  return !Number.isFinite(number) || String(number) === value;
}

const plainValue = (value: string) => PLAIN_VALUE.test(value) && liteKeepsText(value);

/** A filter's `operator.value` text, when it is one of the plain ones. */
function parseFilter(column: string, text: string): Filter | null {
  if (text === 'is.null') return { column, operator: 'is null' };
  if (text.startsWith('eq.')) return plainValue(text.slice(3)) ? { column, operator: 'eq', value: text.slice(3) } : null;
  const list = /^in\.\((.+)\)$/.exec(text)?.[1];
  if (list === undefined) return null;
  const values = list.split(',');
  return values.every(plainValue) ? { column, operator: 'in', values } : null;
}

/** The read a request asks for, when it is a plain one; null sends it to lite. */
export function plainReadOf(method: string, url: URL, headers: Headers, relations: RelationColumns): PlainRead | null {
  if (method !== 'GET') return null;
  const relation = url.pathname.slice('/rest/v1/'.length);
  const known = relations.get(relation);
  if (!known) return null;
  // '+' means a space to some decoders and a plus to others: not a plain request.
  if (url.search.includes('+')) return null;
  const accept = (headers.get('accept') ?? '').trim();
  if (!ACCEPTED.has(accept)) return null;
  const profile = headers.get('accept-profile');
  if (profile !== null && profile !== 'public') return null;
  if (SHAPING_HEADERS.some((name) => headers.has(name))) return null;

  const seen = new Set<string>();
  let select: string | undefined;
  let orderText: string | undefined;
  let limitText: string | undefined;
  let offsetText: string | undefined;
  const filters: PlainRead['filters'] = [];
  for (const [key, value] of url.searchParams) {
    if (seen.has(key)) return null;
    seen.add(key);
    if (key === 'select') select = value;
    else if (key === 'order') orderText = value;
    else if (key === 'limit') limitText = value;
    else if (key === 'offset') offsetText = value;
    else {
      const filter = known.has(key) ? parseFilter(key, value) : null;
      if (!filter) return null;
      filters.push(filter);
    }
  }
  if (select === undefined) return null;
  let columns: string[] | null = null;
  if (select !== '*') {
    columns = select.split(',');
    if (columns.some((column) => !known.has(column)) || new Set(columns).size !== columns.length) return null;
  }
  const order = parseOrder(orderText, known);
  const limit = parseLimit(limitText);
  const offset = parseOffset(offsetText);
  if (!order || limit === null || offset === undefined) return null;

  const sorted = new URLSearchParams(url.search);
  sorted.sort();
  return { relation, columns, filters, order, limit, offset, schemaNamed: profile === 'public', contentLocation: `/${relation}?${sorted}` };
}

export const quoted = (identifier: string) => `"${identifier}"`;

/** A relation as lite names it in a statement: with its schema when the request named one (a profile header). */
export const relationName = (relation: string, schemaNamed: boolean) => (schemaNamed ? `"public".${quoted(relation)}` : quoted(relation));

/** The CORS headers lite puts on every REST answer. */
export const REST_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Range, Content-Location, Preference-Applied',
} as const;

/** A WHERE clause's conditions as lite writes them: one bare, several in parentheses. */
export const whereClause = (conditions: string[]) => (conditions.length === 1 ? conditions[0]! : `(${conditions.join(' and ')})`);

/** The statement lite's query builder writes for this read, character for character (so it shares lite's prepared statement). */
export function plainReadStatement(read: PlainRead): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  let text = `select ${read.columns ? read.columns.map(quoted).join(', ') : '*'} from ${relationName(read.relation, read.schemaNamed)}`;
  const condition = (filter: Filter) =>
    filter.operator === 'eq'
      ? `${quoted(filter.column)} = $${params.push(filter.value)}`
      : filter.operator === 'in'
        ? `${quoted(filter.column)} in (${filter.values.map((value) => `$${params.push(value)}`).join(', ')})`
        : `${quoted(filter.column)} IS NULL`;
  if (read.filters.length) text += ` where ${whereClause(read.filters.map(condition))}`;
  const orderTerm = ({ column, descending, nulls }: PlainRead['order'][number]) =>
    `${quoted(column)} ${descending ? 'desc' : 'asc'}${nulls ? ` nulls ${nulls}` : ''}`;
  if (read.order.length) text += ` order by ${read.order.map(orderTerm).join(', ')}`;
  text += ` limit $${params.push(read.limit)}`;
  if (read.offset !== null) text += ` offset $${params.push(read.offset)}`;
  return { text, params };
}

/** lite's answer to a read that found these rows. */
export function plainReadResponse(read: PlainRead, rows: unknown[]): Response {
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-range': rows.length ? `${read.offset ?? 0}-${(read.offset ?? 0) + rows.length - 1}/*` : '*/*',
      'content-location': read.contentLocation,
      ...REST_CORS_HEADERS,
    },
  });
}
