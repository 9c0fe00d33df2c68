// Reads a PostgREST query string the way the data service does, for the story mocks: filters (eq, neq, gt,
// gte, lt, lte, in, is, like, ilike, not.<op>, or=(...), and=(...)), order, limit and offset. A mock that
// answered the same rows whatever the filter would let a broken query (a cursor that drops rows, a filter on
// the wrong column) look right in every story; anything this reader cannot evaluate is refused instead.

export type Row = Record<string, unknown>;
type Predicate = (row: Row) => boolean;

/** The mock cannot evaluate this part of the query: answered as PostgREST's 400 so the story fails visibly. */
export class UnsupportedQuery extends Error {}

/** Parameters that are not filters. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && quoted) {
      current += char + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') parts.push(current);
  return parts;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

function column(row: Row, name: string): unknown {
  if (!(name in row)) throw new UnsupportedQuery(`the fixture rows have no column "${name}" to filter on`);
  return row[name];
}

/** Orders like PostgreSQL for the types fixtures hold: timestamps as ISO strings compare as instants. */
function compare(a: unknown, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  if (typeof a === 'boolean') return Number(a) - Number(b === 'true');
  const text = String(a);
  const isoA = Date.parse(text);
  const isoB = Date.parse(b);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(isoA) && !Number.isNaN(isoB)) return isoA - isoB;
  return text < b ? -1 : text > b ? 1 : 0;
}

function likePattern(pattern: string, flags: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*');
  return new RegExp(`^${escaped}$`, flags);
}

/** One `op.value` condition on a column (`created_at`, `lt."2026-…"`). */
function condition(name: string, expression: string): Predicate {
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  if (dot < 0) throw new UnsupportedQuery(`cannot read the filter ${name}=${expression}`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  const value = unquote(raw);
  let test: Predicate;
  switch (op) {
    case 'eq':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) === 0;
      break;
    case 'neq':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) !== 0;
      break;
    case 'gt':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) > 0;
      break;
    case 'gte':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) >= 0;
      break;
    case 'lt':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) < 0;
      break;
    case 'lte':
      test = (row) => column(row, name) !== null && compare(column(row, name), value) <= 0;
      break;
    case 'in': {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new UnsupportedQuery(`cannot read the list in ${name}=${expression}`);
      const values = splitTopLevel(raw.slice(1, -1)).map(unquote);
      test = (row) => column(row, name) !== null && values.some((candidate) => compare(column(row, name), candidate) === 0);
      break;
    }
    case 'is':
      if (!['null', 'true', 'false'].includes(value)) throw new UnsupportedQuery(`cannot read ${name}=${expression}`);
      test = (row) => (value === 'null' ? column(row, name) === null : column(row, name) === (value === 'true'));
      break;
    case 'like':
    case 'ilike': {
      const pattern = likePattern(value, op === 'ilike' ? 'i' : '');
      test = (row) => column(row, name) !== null && pattern.test(String(column(row, name)));
      break;
    }
    default:
      throw new UnsupportedQuery(`the story mock does not evaluate the operator "${op}" (${name}=${expression})`);
  }
  return negated ? (row) => !test(row) : test;
}

/** The body of or=(…) / and=(…): comma-separated `column.op.value`, `or(…)`, `and(…)`, `not.or(…)`. */
function group(kind: 'or' | 'and', body: string): Predicate {
  const members = splitTopLevel(body).map((part): Predicate => {
    const nested = /^(not\.)?(or|and)\((.*)\)$/.exec(part);
    if (nested) {
      const inner = group(nested[2] as 'or' | 'and', nested[3]!);
      return nested[1] ? (row) => !inner(row) : inner;
    }
    const dot = part.indexOf('.');
    if (dot < 0) throw new UnsupportedQuery(`cannot read "${part}" in ${kind}=(${body})`);
    return condition(part.slice(0, dot), part.slice(dot + 1));
  });
  return kind === 'or' ? (row) => members.some((member) => member(row)) : (row) => members.every((member) => member(row));
}

function filters(params: URLSearchParams): Predicate[] {
  const predicates: Predicate[] = [];
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      if (!value.startsWith('(') || !value.endsWith(')')) throw new UnsupportedQuery(`cannot read ${key}=${value}`);
      const inner = group(key.endsWith('or') ? 'or' : 'and', value.slice(1, -1));
      predicates.push(key.startsWith('not.') ? (row) => !inner(row) : inner);
    } else {
      predicates.push(condition(key, value));
    }
  }
  return predicates;
}

function sorter(order: string | null): ((a: Row, b: Row) => number) | null {
  if (!order) return null;
  const keys = splitTopLevel(order).map((term) => {
    const [name, ...modifiers] = term.split('.');
    const descending = modifiers.includes('desc');
    const nullsFirst = modifiers.includes('nullsfirst') || (descending && !modifiers.includes('nullslast'));
    if (modifiers.some((m) => !['asc', 'desc', 'nullsfirst', 'nullslast'].includes(m)) || !name)
      throw new UnsupportedQuery(`cannot read order=${order}`);
    return { name, descending, nullsFirst };
  });
  return (a, b) => {
    for (const { name, descending, nullsFirst } of keys) {
      const x = column(a, name);
      const y = column(b, name);
      if (x === y) continue;
      if (x === null || x === undefined) return nullsFirst ? -1 : 1;
      if (y === null || y === undefined) return nullsFirst ? 1 : -1;
      const result = compare(x, String(y));
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  };
}

/** The rows PostgREST would answer for this query string (before the single-object check). */
export function selectRows(rows: readonly Row[], params: URLSearchParams): { rows: Row[]; total: number } {
  const predicates = filters(params);
  const matching = rows.filter((row) => predicates.every((predicate) => predicate(row)));
  const sort = sorter(params.get('order'));
  if (sort) matching.sort(sort);
  const offset = Number(params.get('offset') ?? 0);
  const limit = params.has('limit') ? Number(params.get('limit')) : Number.POSITIVE_INFINITY;
  return { rows: matching.slice(offset, offset + limit), total: matching.length };
}

/** The rows a write's filters select (PATCH and DELETE), the same way. */
export function matchingRows(rows: readonly Row[], params: URLSearchParams): Row[] {
  const predicates = filters(params);
  return rows.filter((row) => predicates.every((predicate) => predicate(row)));
}
