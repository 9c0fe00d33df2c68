// At 100k topics and 1M progress rows on PostgreSQL, the forum list, a course page and a
// learner's progress read the large tables through indexes only (bench/db-explain.ts prints
// the plans). On the embedded PostgreSQL, the engine the product runs on by default. The plans' shapes are what this
// checks; how long the data takes to make and a query takes to run are the bench's to print (a timed assertion fails
// on a busy machine for no fault of the code: "generates the data in under a minute" did, at load 25).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScaleData, explainAll, LARGE_RELATIONS, scans, SCALE, type ExplainResult } from '../../bench/db-explain.ts';
import { createTestBackend, type TestBackend } from './harness.ts';

describe('query plans at scale on embedded', () => {
  let backend: TestBackend | undefined;
  let results: ExplainResult[] = [];

  beforeAll(async () => {
    backend = await createTestBackend('embedded');
    const fixture = await buildScaleData(backend);
    results = await explainAll(backend.databaseUrl, fixture);
  }, 180_000);
  afterAll(async () => {
    await backend?.close();
  });

  it('generates the data at scale', async () => {
    const [counts] = await backend!.sql<{ topics: number; progress: number }>(
      'select (select count(*) from public.discussion_subjects)::int as topics, (select count(*) from public.video_progress)::int as progress',
    );
    expect(counts).toEqual({ topics: SCALE.topics, progress: SCALE.users * SCALE.videosWatchedPerUser });
  });

  it('explains every scenario', () => {
    expect(results.map((result) => result.scenario.name)).toHaveLength(6);
  });

  it.each([0, 1, 2, 3, 4, 5])('scenario %i reads large tables only through indexes', (index) => {
    const result = results[index]!;
    const largeScans = scans(result.plan).filter((scan) => scan.relation && LARGE_RELATIONS.includes(scan.relation));
    expect(largeScans.length, result.text).toBeGreaterThan(0);
    expect(
      largeScans.filter((scan) => !/^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/.test(scan.node)),
      `${result.scenario.name}\n${result.text}`,
    ).toEqual([]);
  });
});
