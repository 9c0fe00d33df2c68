// Keyset pagination over (created_at desc, id desc): each page costs the same however many
// topics exist, unlike OFFSET, which reads and throws away every earlier row.

export type TopicCursor = { created_at: string; id: string };

export const topicPageSize = 20;

/** The cursor after the last row of a page, or null when the page was not full (no more rows). */
export function nextTopicCursor(rows: readonly TopicCursor[], pageSize = topicPageSize): TopicCursor | null {
  if (rows.length < pageSize) return null;
  const last = rows[rows.length - 1];
  return last ? { created_at: last.created_at, id: last.id } : null;
}

/** A PostgREST `or` filter selecting rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursorFilter(cursor: TopicCursor): string {
  const at = quote(cursor.created_at);
  const id = quote(cursor.id);
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${id})`;
}

/** PostgREST reserves , . ( ) : in filter values; double quotes make them literal. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
