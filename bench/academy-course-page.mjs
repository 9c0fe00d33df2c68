// Academy bench (issue 7), on the embedded server with its own database:
//  1. a course of 15 modules / 61 lessons: how many requests the course page makes for its data (budget: 2),
//     their bytes and the time until the page shows the progress card (real Chromium, production build);
//     plus the two data requests timed alone (median/p95 of 30 runs);
//  2. 200 learners saving progress at once (the video dialog's upsert): writes/s and latency p50/p99.
// Uses PostgreSQL when TEST_DATABASE_URL is set (a fresh academy_learn_bench_* database), else the embedded PostgreSQL.
// Needs the app build (packages/app/dist). Run: node bench/academy-course-page.mjs [--learners=200] [--writes=5]
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../packages/server/src/index.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const appDir = path.join(repo, 'packages', 'app', 'dist');
const requireFromE2e = createRequire(path.join(repo, 'e2e', 'package.json'));
const requireFromServer = createRequire(path.join(repo, 'packages', 'server', 'package.json'));
const { chromium } = requireFromE2e('playwright-core');
const postgres = (await import(requireFromServer.resolve('postgres'))).default;

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const LEARNERS = arg('learners', 200);
const WRITES_PER_LEARNER = arg('writes', 5);
const MODULES = 15;
const LESSONS = 61;
const PASSWORD = 'Academy2025';
const PORT = 18480 + Math.floor(Math.random() * 20);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

// --- server on a throwaway database -------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `academy_learn_bench_${process.pid}`;
let databaseUrl;
if (adminUrl) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
if (!existsSync(path.join(appDir, 'index.html'))) throw new Error('No app build: run `pnpm build` first');
const server = await startServer({ port: PORT, host: '127.0.0.1', dataDir, databaseUrl, rootDir: repo, appDir, log: false, seed: false });
const base = server.url;
const secret = { apikey: server.secretKey, authorization: `Bearer ${server.secretKey}`, 'content-type': 'application/json' };

async function rest(pathAndQuery, init = {}) {
  const response = await fetch(`${base}/rest/v1/${pathAndQuery}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: HTTP ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}
const insert = (table, rows) =>
  rest(`${table}?select=id`, { method: 'POST', headers: { ...secret, prefer: 'return=representation' }, body: JSON.stringify(rows) });

async function createLearner(index) {
  const email = `bench.${index}.${Date.now().toString(36)}@example.test`;
  const created = await fetch(`${base}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.secretKey },
    body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
  });
  if (!created.ok) throw new Error(`create user: HTTP ${created.status}`);
  const { id } = await created.json();
  const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!token.ok) throw new Error(`sign in: HTTP ${token.status}`);
  return { id, email, accessToken: (await token.json()).access_token };
}

/** Setting up 200 accounts is not what is measured: a reset connection there is retried. */
async function createLearnerWithRetry(index) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createLearner(index);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function inBatches(count, size, task) {
  const results = [];
  for (let start = 0; start < count; start += size)
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => task(start + i)))));
  return results;
}

try {
  // --- a 15-module, 61-lesson course -----------------------------------------------------------------
  const [course] = await insert('courses', [
    { slug: 'coder-ai', title: 'AI Coder', category: 'AI Development', level: 'Beginner', position: 1 },
  ]);
  const modules = await insert(
    'modules',
    Array.from({ length: MODULES }, (_, i) => ({ course_id: course.id, title: `Module ${i + 1}`, position: i + 1 })),
  );
  const lessons = await insert(
    'videos',
    Array.from({ length: LESSONS }, (_, i) => ({
      title: `Lesson ${i + 1}`,
      description: 'A lesson of the bench course with a description of ordinary length for a course page.',
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      module_id: modules[i % MODULES].id,
      position: Math.floor(i / MODULES) + 1,
      is_private: i % 7 === 6,
    })),
  );

  // Learners may write progress only on lessons they can play (premium ones need a subscription).
  const freeLessons = lessons.filter((_, i) => i % 7 !== 6);

  // --- 1. the course page in Chromium --------------------------------------------------------------
  const [viewer] = await inBatches(1, 1, createLearner);
  // Some progress so the second request returns rows.
  await rest('video_progress?on_conflict=user_id,video_id', {
    method: 'POST',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${viewer.accessToken}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify(
      freeLessons.slice(0, 20).map((lesson, i) => ({
        user_id: viewer.id,
        video_id: lesson.id,
        progress: i % 2 ? 100 : 40,
        completed: i % 2 === 1,
        position_seconds: 30,
        last_watched: new Date().toISOString(),
      })),
    ),
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.locator('input[name="email"]').fill(viewer.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/plans');

  const dataRequests = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/rest/v1/')) return;
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    dataRequests.push({ path: url.pathname.replace('/rest/v1/', ''), bytes: body.length, ms: request.timing().responseEnd });
  });
  const started = performance.now();
  await page.goto(`${base}/academy/coder-ai`);
  await page.getByText('Course Progress').waitFor();
  await page.getByText(/of 15 Modules Complete/).waitFor();
  const shownAfter = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const courseRequests = dataRequests.filter((r) => r.path.startsWith('lesson_catalog') || r.path.startsWith('video_progress'));
  await browser.close();

  // The two data requests alone, as the page sends them.
  const lessonQuery = `lesson_catalog?select=*&course_slug=eq.coder-ai&order=module_position.asc.nullslast,position.asc.nullslast,created_at.asc`;
  const ids = lessons.map((lesson) => lesson.id).join(',');
  const progressQuery = `video_progress?select=video_id,progress,completed,position_seconds,last_watched&user_id=eq.${viewer.id}&video_id=in.(${ids})`;
  const auth = { apikey: server.publishableKey, authorization: `Bearer ${viewer.accessToken}` };
  const times = [];
  for (let run = 0; run < 30; run++) {
    const t0 = performance.now();
    await rest(lessonQuery, { headers: auth });
    await rest(progressQuery, { headers: auth });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);

  console.log(
    `course page (${MODULES} modules, ${LESSONS} lessons, database ${databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL'})`,
  );
  console.log(
    `  data requests: ${courseRequests.length} (budget 2) -> ${courseRequests.map((r) => `${r.path.split('?')[0]} ${(r.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
  );
  console.log(`  data bytes: ${(courseRequests.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(1)} KB`);
  console.log(`  navigation to progress card shown: ${ms(shownAfter)}`);
  console.log(`  both data requests in sequence, 30 runs: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
  if (courseRequests.length > 2) process.exitCode = 1;

  // --- 2. 200 learners saving progress at once -------------------------------------------------------
  const learners = await inBatches(LEARNERS, 10, (i) => createLearnerWithRetry(i + 1));
  const latencies = [];
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    learners.map(async (learner, index) => {
      const lesson = freeLessons[index % freeLessons.length];
      for (let write = 1; write <= WRITES_PER_LEARNER; write++) {
        const row = {
          user_id: learner.id,
          video_id: lesson.id,
          progress: write * 10,
          completed: false,
          position_seconds: write * 10,
          last_watched: new Date().toISOString(),
        };
        const w0 = performance.now();
        try {
          const response = await fetch(`${base}/rest/v1/video_progress?on_conflict=user_id,video_id`, {
            method: 'POST',
            headers: {
              apikey: server.publishableKey,
              authorization: `Bearer ${learner.accessToken}`,
              'content-type': 'application/json',
              prefer: 'resolution=merge-duplicates,return=minimal',
            },
            body: JSON.stringify(row),
          });
          await response.arrayBuffer();
          if (!response.ok) failures++;
        } catch {
          // A refused or reset connection is a failed write, counted, not a crash of the bench.
          failures++;
        }
        latencies.push(performance.now() - w0);
      }
    }),
  );
  const elapsed = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  console.log(`progress writes: ${LEARNERS} learners x ${WRITES_PER_LEARNER} upserts, all at once`);
  console.log(
    `  ${latencies.length} writes in ${ms(elapsed)} -> ${(latencies.length / (elapsed / 1000)).toFixed(0)} writes/s; failures ${failures}`,
  );
  console.log(`  latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
