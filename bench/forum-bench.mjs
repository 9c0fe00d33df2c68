// Forum bench (issue 8): the first page of /community as the browser loads it (topics from
// discussion_topics_with_counts, newest first, 20 rows, then the authors' names from public_profiles),
// as an anonymous visitor through the real server, on PostgreSQL:
//   1. the demo-sized forum (12 topics), then
//   2. 100,000 topics with 1,000,000 comments and 100,000 likes.
// Prints p50/p99 latency and response bytes for each, plus a deep "load more" page (keyset cursor at
// topic 50,000) and, for contrast, the same depth with OFFSET. The first page must not grow with the table.
// Uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and a throwaway
// academy_comm_bench_* database. Run: node bench/forum-bench.mjs [--runs=200]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../packages/server/src/index.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const requireFromServer = createRequire(path.join(repo, 'packages', 'server', 'package.json'));
const postgres = (await import(requireFromServer.resolve('postgres'))).default;

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 200);
const TOPICS = arg('topics', 100_000);
const COMMENTS = arg('comments', 1_000_000);
const PAGE = 20;
const PORT = 18560 + Math.floor(Math.random() * 20);
const COLUMNS = 'id,title,content,category,type,is_hidden,created_by,created_at,comments_count,likes_count';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// --- server on a throwaway PostgreSQL database ---------------------------------------------------
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `academy_comm_bench_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
await admin.end();
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-comm-bench-'));
const server = await startServer({ port: PORT, host: '127.0.0.1', dataDir, databaseUrl, rootDir: repo, log: false, seed: false });
const sql = server.database;
const anon = { apikey: server.publishableKey };

async function cleanup() {
  await server.stop();
  const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await again.unsafe(`drop database if exists "${dbName}" with (force)`);
  await again.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function get(pathAndQuery) {
  const response = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, { headers: anon });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: HTTP ${response.status} ${body}`);
  return { rows: JSON.parse(body), bytes: Buffer.byteLength(body) };
}

/** The two requests of the forum's first page, exactly as useForum makes them for a visitor. */
async function firstPage(extra = '') {
  const topics = await get(`discussion_topics_with_counts?select=${COLUMNS}${extra}&order=created_at.desc,id.desc&limit=${PAGE}`);
  const ids = [...new Set(topics.rows.map((row) => row.created_by).filter(Boolean))];
  const authors = ids.length
    ? await get(`public_profiles?select=id,first_name,last_name&id=in.(${ids.join(',')})`)
    : { rows: [], bytes: 0 };
  return { rows: topics.rows.length, bytes: topics.bytes + authors.bytes };
}

async function measure(label, load, runs = RUNS) {
  for (let i = 0; i < Math.min(10, runs); i++) await load(); // warm-up
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await load();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = { label, rows: last.rows, bytes: last.bytes, p50: percentile(times, 50), p99: percentile(times, 99) };
  console.log(
    `${label.padEnd(44)} rows ${String(result.rows).padStart(3)}  bytes ${String(result.bytes).padStart(6)}  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  (${runs} runs)`,
  );
  return result;
}

/** The database's own time for the topics query as the anon role (EXPLAIN ANALYZE), free of HTTP and machine noise. */
async function databaseTime(extraWhere = '', offset = 0) {
  const direct = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await direct.begin(async (tx) => {
      await tx.unsafe('set local role anon');
      const [row] = await tx.unsafe(
        `explain (analyze, format json) select ${COLUMNS} from public.discussion_topics_with_counts ${extraWhere} order by created_at desc, id desc limit ${PAGE} offset ${offset}`,
      );
      const plan = row['QUERY PLAN'][0];
      return plan['Execution Time'];
    });
  } finally {
    await direct.end();
  }
}

async function createMember(label) {
  const response = await fetch(`${server.url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.secretKey },
    body: JSON.stringify({ email: `${label}.${Date.now().toString(36)}@example.test`, password: 'Academy2025', role: 'student' }),
  });
  if (!response.ok) throw new Error(`create user: HTTP ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  await sql.query(`update public.user_profiles set first_name = $2, last_name = 'Bench' where id = $1`, [id, label]);
  return id;
}

try {
  const authors = [await createMember('Ana'), await createMember('Marc'), await createMember('Lina')];
  console.log(`forum bench: PostgreSQL, ${RUNS} runs per line, page of ${PAGE}, anonymous visitor over HTTP\n`);

  // 1. Demo-sized forum.
  await sql.query(
    `insert into public.discussion_subjects (title, content, category, type, created_by, created_at)
     select 'Demo topic ' || g, 'Demo content ' || g, (array['general','feature','rule','setup'])[1 + g % 4], 'discussion', ($1::uuid[])[1 + g % 3], now() - g * interval '1 hour'
     from generate_series(1, 12) g`,
    [authors],
  );
  await sql.query(
    `insert into public.discussion_comments (content, subject_id, created_by)
     select 'Demo comment', s.id, ($1::uuid[])[1 + (row_number() over ()) % 3] from public.discussion_subjects s, generate_series(1, 4)`,
    [authors],
  );
  await sql.query('analyze');
  const demo = await measure('demo (12 topics, 48 comments): first page', () => firstPage());
  const demoDb = await databaseTime();

  // 2. Big forum: 100k topics, 1M comments, 100k likes.
  const started = performance.now();
  await sql.query(
    `insert into public.discussion_subjects (title, content, category, type, created_by, created_at)
     select 'Topic ' || g, 'Content of topic ' || g || ' with a few words to make it realistic.', (array['general','feature','rule','setup'])[1 + g % 4], 'discussion',
            ($2::uuid[])[1 + g % 3], now() - interval '1 day' - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [TOPICS, authors],
  );
  await sql.query(
    `insert into public.discussion_comments (content, subject_id, created_by, created_at)
     select 'Comment ' || c, t.id, ($3::uuid[])[1 + c % 3], t.created_at + c * interval '1 second'
     from (select id, created_at, row_number() over (order by created_at) as n from public.discussion_subjects) t,
          generate_series(1, ($2::int / $1::int)) c`,
    [TOPICS, COMMENTS, authors],
  );
  await sql.query(
    `insert into public.discussion_likes (topic_id, user_id) select id, ($1::uuid[])[1 + (abs(hashtext(id::text)) % 3)] from public.discussion_subjects`,
    [authors],
  );
  await sql.query('vacuum analyze');
  const counts = (
    await sql.query(
      `select (select count(*) from public.discussion_subjects)::int as topics, (select count(*) from public.discussion_comments)::int as comments, (select count(*) from public.discussion_likes)::int as likes`,
    )
  )[0];
  console.log(
    `\nloaded ${counts.topics} topics, ${counts.comments} comments, ${counts.likes} likes in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const big = await measure(`big: first page`, () => firstPage());
  const cursorRow = (
    await sql.query(
      `select id, created_at from public.discussion_subjects order by created_at desc, id desc offset ${Math.floor(TOPICS / 2)} limit 1`,
    )
  )[0];
  const at = new Date(cursorRow.created_at).toISOString();
  // Exactly what fetchTopicPage sends for "load more": a plain upper bound (index condition) plus the tie-break.
  const keyset = `&created_at=lte.${encodeURIComponent(at)}&or=(created_at.lt."${at}",and(created_at.eq."${at}",id.lt."${cursorRow.id}"))`;
  const deep = await measure(`big: load more at topic ${Math.floor(TOPICS / 2)} (keyset)`, () => firstPage(keyset));
  const offset = await measure(`big: same depth with OFFSET (not used)`, () => firstPage(`&offset=${Math.floor(TOPICS / 2)}`), 5);
  const bigDb = await databaseTime();
  const deepDb = await databaseTime(
    `where created_at <= '${at}' and (created_at < '${at}' or (created_at = '${at}' and id < '${cursorRow.id}'))`,
  );

  console.log(
    `\nfirst page, big vs demo: HTTP p50 ${big.p50.toFixed(2)} vs ${demo.p50.toFixed(2)} ms, bytes ${big.bytes} vs ${demo.bytes}`,
  );
  console.log(
    `database execution time (EXPLAIN ANALYZE as anon): demo ${demoDb.toFixed(2)} ms, big first page ${bigDb.toFixed(2)} ms, big keyset page ${deepDb.toFixed(2)} ms`,
  );
  console.log(`deep page: keyset p50 ${deep.p50.toFixed(2)} ms vs OFFSET p50 ${offset.p50.toFixed(2)} ms`);
} finally {
  await cleanup();
}
