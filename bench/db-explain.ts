// EXPLAIN plans of the hot learner queries at scale, on PostgreSQL:
//   - the forum list (discussion_topics_with_counts, newest first, one page) at 100k topics,
//   - a course page's lessons (lesson_catalog by course slug, in module and lesson order),
//   - a learner's progress (video_progress by user, and by user and a page of video ids)
//     at 1M progress rows,
// each run the way the REST API runs it: inside a transaction as role anon/authenticated with
// the caller's JWT subject set, so row level security is part of the plan.
//
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/db-explain.ts
// supabase/tests/explain.test.ts asserts the same plans use indexes.
import { createPostgresConnection } from '../packages/server/node_modules/@supabase/lite/dist/db/postgres/PostgresConnection.js';
import type { TestBackend } from '../supabase/tests/harness.ts';

export const SCALE = {
  users: 10_000,
  courses: 200,
  modulesPerCourse: 5,
  videosPerModule: 10,
  videosWatchedPerUser: 100,
  topics: 100_000,
  commentsPerTopic: 2,
  likes: 100_000,
};

/** Relations that hold the scaled data: none of them may be read by a sequential scan. */
// (courses is left out: a few hundred rows fit in two pages, where a sequential scan is the right plan.)
export const LARGE_RELATIONS = ['discussion_subjects', 'discussion_comments', 'discussion_likes', 'video_progress', 'videos', 'modules'];

export type ScaleFixture = {
  learnerId: string;
  courseSlug: string;
  topicId: string;
  /** The last row of some page in the middle of the forum list. */
  topicCursor: { created_at: string; id: string };
  watchedVideoIds: string[];
  seconds: number;
};

/**
 * Fills a migrated database with SCALE rows, as the owner, in set-based statements.
 * Foreign-key triggers are switched off for the bulk inserts (session_replication_role):
 * the rows are consistent by construction, and checking 2M references would dominate the time.
 */
export async function buildScaleData(backend: TestBackend): Promise<ScaleFixture> {
  const started = performance.now();
  const s = SCALE;
  // lite grants the API roles their table privileges on the first API request (hosted Supabase
  // has them by default); make one so the roles can read the tables below.
  await backend.client().from('courses').select('id').limit(1);
  await backend.sql(
    `insert into auth.users (id, email, aud, role)
     select gen_random_uuid(), 'bench-' || g || '@example.test', 'authenticated', 'authenticated' from generate_series(1, $1::int) g`,
    [s.users],
  );
  await backend.sql(
    `insert into public.courses (slug, title, position, state) select 'course-' || g, 'Course ' || g, g, 'published' from generate_series(1, $1::int) g`,
    [s.courses],
  );
  await backend.sql(
    `insert into public.modules (course_id, title, position)
     select c.id, 'Module ' || m, m from public.courses c cross join generate_series(1, $1::int) m`,
    [s.modulesPerCourse],
  );
  await backend.sql(
    `insert into public.videos (title, youtube_url, is_private, module_id, position, created_at)
     select 'Lesson ' || v, 'https://www.youtube.com/watch?v=abcdefghijk', v % 3 = 0, m.id, v, now() - (v || ' minutes')::interval
     from public.modules m cross join generate_series(1, $1::int) v`,
    [s.videosPerModule],
  );
  await backend.exec(`
    set session_replication_role = replica;
    create temporary table bench_users as select id, row_number() over (order by id) as n from public.user_profiles;
    create temporary table bench_videos as select id, row_number() over (order by id) as n from public.videos;
    insert into public.video_progress (user_id, video_id, progress, completed, last_watched)
      select u.id, v.id, (k * 7) % 101, (k * 7) % 101 = 100, now() - (k || ' hours')::interval
      from bench_users u
      cross join generate_series(0, ${s.videosWatchedPerUser - 1}) k
      join bench_videos v on v.n = ((u.n * 37 + k) % (select count(*) from bench_videos)) + 1;
    insert into public.discussion_subjects (title, content, category, type, is_hidden, created_at)
      select 'Topic ' || g, 'Content ' || g, 'general', (array['Feature', 'Rule', 'Setup'])[g % 3 + 1], g % 50 = 0, now() - (g || ' seconds')::interval
      from generate_series(1, ${s.topics}) g;
    create temporary table bench_topics as select id, row_number() over (order by id) as n from public.discussion_subjects;
    insert into public.discussion_comments (content, subject_id, created_by, created_at)
      select 'Comment ' || c, t.id, u.id, now() - (c || ' seconds')::interval
      from bench_topics t cross join generate_series(1, ${s.commentsPerTopic}) c
      join bench_users u on u.n = ((t.n + c) % ${s.users}) + 1;
    insert into public.discussion_likes (topic_id, user_id)
      select t.id, u.id from bench_topics t join bench_users u on u.n = (t.n % ${s.users}) + 1
      where t.n <= ${s.likes};
    set session_replication_role = origin;
    analyze;
  `);
  const [learner] = await backend.sql<{ id: string }>('select user_id as id from public.video_progress limit 1');
  const watched = await backend.sql<{ id: string }>('select video_id as id from public.video_progress where user_id = $1 limit 20', [
    learner!.id,
  ]);
  const [topic] = await backend.sql<{ id: string; created_at: string }>(
    `select id, created_at::text as created_at from public.discussion_subjects where title = 'Topic 50000'`,
  );
  return {
    learnerId: learner!.id,
    courseSlug: 'course-42',
    topicId: topic!.id,
    topicCursor: { created_at: topic!.created_at, id: topic!.id },
    watchedVideoIds: watched.map((row) => row.id),
    seconds: (performance.now() - started) / 1000,
  };
}

export type Scenario = { name: string; role: 'anon' | 'authenticated'; as: 'none' | 'learner'; sql: string; params: unknown[] };

export function scenarios(fixture: ScaleFixture): Scenario[] {
  return [
    {
      name: 'forum list, visitor (first page, newest first)',
      role: 'anon',
      as: 'none',
      sql: 'select * from public.discussion_topics_with_counts order by created_at desc, id desc limit 20',
      params: [],
    },
    {
      // The cursor filter carries a redundant "created_at <= cursor" so the index range starts at the
      // cursor; the OR alone is only a filter, and a page deep in the list would scan every newer row.
      name: 'forum list, signed-in learner (a page deep in the list, keyset cursor)',
      role: 'authenticated',
      as: 'learner',
      sql: `select * from public.discussion_topics_with_counts
            where created_at <= $1::timestamptz
              and (created_at < $1::timestamptz or (created_at = $1::timestamptz and id < $2::uuid))
            order by created_at desc, id desc limit 20`,
      params: [fixture.topicCursor.created_at, fixture.topicCursor.id],
    },
    {
      name: 'forum comments of a topic, oldest first',
      role: 'authenticated',
      as: 'learner',
      sql: 'select * from public.discussion_comments where subject_id = $1 order by created_at',
      params: [fixture.topicId],
    },
    {
      name: 'course page lessons (lesson_catalog by course slug)',
      role: 'authenticated',
      as: 'learner',
      sql: 'select * from public.lesson_catalog where course_slug = $1 order by module_position, position, created_at',
      params: [fixture.courseSlug],
    },
    {
      name: "learner's progress (all rows of the learner)",
      role: 'authenticated',
      as: 'learner',
      sql: 'select video_id, progress, completed from public.video_progress where user_id = $1',
      params: [fixture.learnerId],
    },
    {
      name: "learner's progress for a page of videos",
      role: 'authenticated',
      as: 'learner',
      sql: 'select video_id, progress, completed from public.video_progress where user_id = $1 and video_id = any($2::uuid[])',
      params: [fixture.learnerId, fixture.watchedVideoIds],
    },
  ];
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
export type ExplainResult = { scenario: Scenario; plan: PlanNode; text: string; executionMs: number };

type PostgresJs = {
  begin<T>(fn: (tx: { unsafe(q: string, p?: unknown[]): Promise<Record<string, unknown>[]> }) => Promise<T>): Promise<T>;
};

/** Runs EXPLAIN ANALYZE for each scenario as its role and JWT subject, in a rolled-back transaction. */
export async function explainAll(databaseUrl: string, fixture: ScaleFixture): Promise<ExplainResult[]> {
  const connection = createPostgresConnection({ url: databaseUrl, postgresOptions: { onnotice: () => {}, max: 1 } } as never);
  const sql = connection.driver as unknown as PostgresJs;
  const results: ExplainResult[] = [];
  try {
    for (const scenario of scenarios(fixture)) {
      const rollback = new Error('rollback');
      await sql
        .begin(async (tx) => {
          await tx.unsafe(`select set_config('request.jwt.claim.sub', $1, true), set_config('request.jwt.claim.role', $2, true)`, [
            scenario.as === 'learner' ? fixture.learnerId : '',
            scenario.role,
          ]);
          await tx.unsafe(`set local role ${scenario.role}`);
          const [json] = await tx.unsafe(`explain (analyze, format json) ${scenario.sql}`, scenario.params);
          const [entry] = (json as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'];
          const textRows = await tx.unsafe(`explain (costs off) ${scenario.sql}`, scenario.params);
          results.push({
            scenario,
            plan: entry.Plan,
            executionMs: entry['Execution Time'],
            text: textRows.map((row) => row['QUERY PLAN']).join('\n'),
          });
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
    }
  } finally {
    await connection.close();
  }
  return results;
}

/** Every scan node of a plan: node type and the relation it reads. */
export function scans(plan: PlanNode): { node: string; relation: string | undefined; index: string | undefined }[] {
  const own = /Scan$/.test(plan['Node Type'])
    ? [{ node: plan['Node Type'], relation: plan['Relation Name'], index: plan['Index Name'] }]
    : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

async function main() {
  const { createTestBackend } = await import('../supabase/tests/harness.ts');
  const { startTestCluster, TEST_CLUSTER_ENV } = await import('../packages/server/src/testCluster.ts');
  // On TEST_DATABASE_URL's server when set, else on a throwaway embedded cluster.
  const cluster = process.env.TEST_DATABASE_URL ? null : await startTestCluster();
  if (cluster) process.env[TEST_CLUSTER_ENV] = cluster.adminUrl;
  const backend = await createTestBackend(cluster ? 'embedded' : 'server');
  try {
    const fixture = await buildScaleData(backend);
    console.log(
      `data: ${SCALE.topics} topics, ${SCALE.users * SCALE.videosWatchedPerUser} progress rows, ${SCALE.courses * SCALE.modulesPerCourse * SCALE.videosPerModule} videos, generated in ${fixture.seconds.toFixed(1)} s\n`,
    );
    for (const result of await explainAll(backend.databaseUrl, fixture)) {
      console.log(`== ${result.scenario.name} (as ${result.scenario.role}): ${result.executionMs.toFixed(2)} ms`);
      console.log(result.text, '\n');
    }
  } finally {
    await backend.close();
    await cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
