import { describe, expect, it } from 'vitest';
import { searchHitHref } from './links.ts';
import type { SearchHit } from './queries.ts';

const hit = (row: Partial<SearchHit> & Pick<SearchHit, 'kind'>): SearchHit => ({
  id: 'l1',
  title: 'Leson',
  snippet: null,
  context: null,
  course_slug: 'coder-ai',
  lesson_id: 'l1',
  at_seconds: null,
  is_locked: false,
  ...row,
});

describe('where a search result leads', () => {
  it('opens a lesson at its start, a discussion message and a spoken cue at their second', () => {
    expect(searchHitHref(hit({ kind: 'lesson', at_seconds: 30 }))).toBe('/academy/coder-ai/l1');
    expect(searchHitHref(hit({ kind: 'discussion', id: 'm1', at_seconds: 95 }))).toBe('/academy/coder-ai/l1?t=95');
    expect(searchHitHref(hit({ kind: 'caption', at_seconds: 125 }))).toBe('/academy/coder-ai/l1?t=125');
    expect(searchHitHref(hit({ kind: 'caption', at_seconds: 0 }))).toBe('/academy/coder-ai/l1?t=0');
  });

  it('falls back to the academy when the lesson has no course', () => {
    expect(searchHitHref(hit({ kind: 'caption', course_slug: null, at_seconds: 5 }))).toBe('/academy');
  });
});
