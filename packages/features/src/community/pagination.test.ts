import { describe, expect, it } from 'vitest';
import { afterCursorFilter, nextTopicCursor } from './pagination.ts';

describe('topic keyset pagination', () => {
  const rows = [
    { id: 'b', created_at: '2026-01-02T00:00:00+00:00' },
    { id: 'a', created_at: '2026-01-01T00:00:00+00:00' },
  ];

  it('returns the last row as cursor when the page is full', () => {
    expect(nextTopicCursor(rows, 2)).toEqual({ id: 'a', created_at: '2026-01-01T00:00:00+00:00' });
  });

  it('returns no cursor when the page is short (the end)', () => {
    expect(nextTopicCursor(rows, 3)).toBeNull();
    expect(nextTopicCursor([], 3)).toBeNull();
  });

  it('builds an or-filter for rows strictly after the cursor, quoting reserved characters', () => {
    expect(afterCursorFilter({ id: 'a', created_at: '2026-01-01T00:00:00+00:00' })).toBe(
      'created_at.lt."2026-01-01T00:00:00+00:00",and(created_at.eq."2026-01-01T00:00:00+00:00",id.lt."a")',
    );
    expect(afterCursorFilter({ id: 'x"y', created_at: 't' })).toContain('id.lt."x\\"y"');
  });
});
