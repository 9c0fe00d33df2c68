// The forum's keyset paging (packages/features/src/community/queries.ts) against the real API: with more than
// a page of topics sharing one timestamp, walking page after page returns every visible topic exactly once,
// in (created_at desc, id desc) order. Ties are where a keyset cursor goes wrong (created_at.lt alone drops
// the rest of the tie; created_at.lte alone repeats it), and mocks cannot show it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchTopicPage } from '../../packages/features/src/community/queries.ts';
import type { TopicCursor } from '../../packages/features/src/community/pagination.ts';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

const PAGE = 20;

describeEachEngine('forum paging', (engine) => {
  let backend: TestBackend;
  let expected: string[];

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    // 30 topics at one instant (spanning the first page boundary), 5 newer, 10 older, and 2 hidden ones at the
    // same instant that readers never see.
    const tie = '2026-11-20T10:00:00.000Z';
    const insert = (title: string, createdAt: string, hidden = false) =>
      backend.sql(`insert into public.discussion_subjects (title, content, created_at, is_hidden) values ($1, 'c', $2, $3)`, [
        title,
        createdAt,
        hidden,
      ]);
    for (let i = 0; i < 5; i++) await insert(`newer ${i}`, `2026-11-21T10:00:0${i}.000Z`);
    for (let i = 0; i < 30; i++) await insert(`tied ${i}`, tie);
    for (let i = 0; i < 2; i++) await insert(`hidden ${i}`, tie, true);
    for (let i = 0; i < 10; i++) await insert(`older ${i}`, `2026-11-19T10:00:0${i}.000Z`);
    const rows = await backend.sql<{ id: string }>(
      'select id from public.discussion_subjects where not is_hidden order by created_at desc, id desc',
    );
    expected = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('walks every visible topic once, in order, across pages that split a tie', async () => {
    const client = backend.client();
    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: TopicCursor | null = null;
    do {
      const page = await fetchTopicPage(client, cursor, PAGE);
      pageSizes.push(page.topics.length);
      seen.push(...page.topics.map((topic) => topic.id));
      cursor = page.nextCursor;
    } while (cursor && pageSizes.length < 10);

    expect(expected).toHaveLength(45);
    expect(pageSizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(expected);
  });
});
