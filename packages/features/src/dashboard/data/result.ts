// supabase-js reports failures in the result instead of throwing; the dashboard's hooks and
// managers work with promises that reject, so every call goes through one of these.
type Result<T> = { data: T; error: { message: string } | null };

export function unwrap<T>(result: Result<T>, what: string): NonNullable<T> {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  if (result.data === null || result.data === undefined) throw new Error(`${what}: no data`);
  return result.data as NonNullable<T>;
}

/**
 * A write "returning the row" that changed nothing was refused by a policy or hit a row that no
 * longer exists: both are failures for the person who pressed the button.
 */
export function unwrapChanged<T>(result: Result<T[] | null>, what: string): T {
  const rows = unwrap(result, what);
  const row = rows[0];
  if (!row) throw new Error(`${what}: nothing changed`);
  return row;
}

export function unwrapCount(result: { count: number | null; error: { message: string } | null }, what: string): number {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.count ?? 0;
}
