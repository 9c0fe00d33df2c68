// At 100k topics and 1M progress rows on PostgreSQL, the forum list, a course page and a
// learner's progress read the large tables through indexes only (bench/db-explain.ts prints
// the plans). On the embedded PostgreSQL, the engine the product runs on by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScaleData, explainAll, LARGE_RELATIONS, scans, SCALE, type ExplainResult } from '../../bench/db-explain.ts';
import { createTestBackend, type TestBackend } from './harness.ts';

describe('query plans at scale on embedded', () => {
  let backend: TestBackend | undefined;
  let results: ExplainResult[] = [];
  let generationSeconds = 0;

  beforeAll(async () => {
    backend = await createTestBackend('embedded');
    const fixture = await buildScaleData(backend);
    generationSeconds = fixture.seconds;
    results = await explainAll(backend.databaseUrl, fixture);
  }, 180_000);
  afterAll(async () => {
    await backend?.close();
  });

  it('generates the data in under a minute', async () => {
    const [counts] = await backend!.sql<{ topics: number; progress: number }>(
      'select (select count(*) from public.discussion_subjects)::int as topics, (select count(*) from public.video_progress)::int as progress',
    );
    expect(counts).toEqual({ topics: SCALE.topics, progress: SCALE.users * SCALE.videosWatchedPerUser });
    expect(generationSeconds).toBeLessThan(60);
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
    expect(result.executionMs, result.scenario.name).toBeLessThan(200);
  });
});
