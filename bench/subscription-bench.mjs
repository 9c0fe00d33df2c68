// check-subscription bench (issue 6): what 30-second polling by ~2,000 online learners costs
// (2,000 / 30 s ≈ 67 checks/s). 64 concurrent signed-in clients call check-subscription through the
// embedded server for N seconds; beside it, the same row read over PostgREST with the user's token,
// and the raw query on the database (server stopped: the embedded cluster belongs to one process). Half the users hold
// a subscription. The stock template this replaces calls Stripe twice per check (two network round
// trips to api.stripe.com, typically 150-400 ms each); this one reads one stored row.
//
//   node bench/subscription-bench.mjs [--seconds=10] [--clients=64] [--backend=embedded|postgres]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../packages/server/src/database.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const postgres = (await import(createRequire(path.join(repo, 'packages', 'server', 'package.json')).resolve('postgres'))).default;

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(arg('seconds', 10));
const CLIENTS = Number(arg('clients', 64));
const BACKEND = arg('backend', 'embedded');
const PORT = 18250;
const PASSWORD = 'Bench-Passw0rd';
const base = `http://127.0.0.1:${PORT}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** CLIENTS concurrent loops of `op` for SECONDS: throughput and latency percentiles. */
async function load(op) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await op(client);
          latencies.push(performance.now() - started);
        } catch (error) {
          if (errors++ === 0) console.error(`  first error: ${error.message}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function startServerProcess(env) {
  const child = spawn(process.execPath, [path.join(repo, 'packages', 'server', 'src', 'main.ts')], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function secretKeyOf(dataDir, databaseUrl) {
  if (!databaseUrl) return readFileSync(path.join(dataDir, 'server.secret'), 'utf8').trim();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows = await sql`select value from academy_server.settings where key = 'secret_key'`;
  await sql.end();
  return rows[0].value;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-pay-bench-'));
  const dbName = `academy_pay_bench_${process.pid}`;
  let databaseUrl = '';
  if (BACKEND === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('--backend=postgres needs TEST_DATABASE_URL');
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let child = null;
  try {
    child = await startServerProcess({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const secretKey = await secretKeyOf(dataDir, databaseUrl);
    const { supabaseAnonKey: anonKey } = await (await fetch(`${base}/config.json`)).json();
    const users = [];
    for (let i = 0; i < CLIENTS; i++) {
      const email = `paybench${i}@example.test`;
      const { id } = await (
        await fetch(`${base}/_admin/users`, {
          method: 'POST',
          headers: { apikey: secretKey },
          body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
        })
      ).json();
      const session = await (
        await fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        })
      ).json();
      users.push({ id, headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' } });
    }
    const service = { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const rows = users
      .filter((_, i) => i % 2 === 0)
      .map((u) => ({ user_id: u.id, tier: 'Monthly', status: 'active', current_period_end: end }));
    const seeded = await fetch(`${base}/rest/v1/subscriptions`, { method: 'POST', headers: service, body: JSON.stringify(rows) });
    if (!seeded.ok) throw new Error(`seeding subscriptions: HTTP ${seeded.status}`);

    const ok = async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      return response.json();
    };
    // Warm-up: load the function module and open connections before measuring.
    for (const u of users.slice(0, 4))
      await ok(await fetch(`${base}/functions/v1/check-subscription`, { method: 'POST', headers: u.headers }));
    const answer = await ok(await fetch(`${base}/functions/v1/check-subscription`, { method: 'POST', headers: users[0].headers }));
    if (answer.subscribed !== true) throw new Error(`user 0 should be subscribed: ${JSON.stringify(answer)}`);

    const results = {};
    results['check-subscription (function)'] = await load(async (c) =>
      ok(await fetch(`${base}/functions/v1/check-subscription`, { method: 'POST', headers: users[c].headers })),
    );
    results['own row over PostgREST (RLS)'] = await load(async (c) =>
      ok(
        await fetch(`${base}/rest/v1/subscriptions?select=tier,status,current_period_end&user_id=eq.${users[c].id}`, {
          headers: users[c].headers,
        }),
      ),
    );
    const rss = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    child = null;

    const db = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
    const driver = db.connection.driver;
    const query = 'select tier, status, current_period_end from public.subscriptions where user_id = $1';
    results['raw query on the database'] = await load((c) => driver.unsafe(query, [users[c].id]));
    await db.close();

    console.log(
      `\ncheck-subscription bench: ${BACKEND}, ${CLIENTS} concurrent signed-in clients, ${SECONDS} s each, half subscribed; server peak RSS ${rss.toFixed(0)} MB`,
    );
    console.log('| path | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|');
    for (const [name, r] of Object.entries(results))
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
    console.log(`\n2,000 learners polling every 30 s need ~67 checks/s.`);
  } finally {
    if (child) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    if (BACKEND === 'postgres') {
      const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

await main();
