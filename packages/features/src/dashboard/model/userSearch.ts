// Server-side user search (SPEC 2: "Search matches email or full name, case-insensitive").
// Each word of the query must match the email, the first name or the last name, so "ada love"
// finds Ada Lovelace. The words become one PostgREST logic tree, `or=(and(or(...),or(...)))`:
// a single parameter, because repeated `or` parameters are combined differently by different
// backends (PostgREST ANDs them, @supabase/lite ORs them).

// Characters that are syntax inside a PostgREST logic tree or an ilike pattern: they are
// treated as word separators rather than escaped, which keeps the filter valid on every backend.
const RESERVED = /[,()"'*%\\:]/g;

export const USER_SEARCH_COLUMNS = ['email', 'first_name', 'last_name'] as const;

export function searchWords(query: string): string[] {
  return query.replace(RESERVED, ' ').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** The `.or()` argument, e.g. `and(or(email.ilike.*ada*,first_name.ilike.*ada*,last_name.ilike.*ada*))`; null for no filter. */
export function userSearchFilter(query: string): string | null {
  const groups = searchWords(query).map((word) => `or(${USER_SEARCH_COLUMNS.map((column) => `${column}.ilike.*${word}*`).join(',')})`);
  return groups.length ? `and(${groups.join(',')})` : null;
}

/** Page `page` (0-based) of `size` rows as the inclusive `range(from, to)` PostgREST expects. */
export function pageRange(page: number, size: number): { from: number; to: number } {
  const from = Math.max(0, Math.floor(page)) * size;
  return { from, to: from + size - 1 };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
