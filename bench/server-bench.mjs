// Server bench (issues 3 and 17): 32 concurrent clients for 10 s on each of the hot calls through the server over
// HTTP, and for as long on the same queries straight on the database (same RLS role and claims, in a transaction
// like lite does), so the ratio shows the server's overhead. The two alternate in windows (`--rounds`, 3 of each
// per call), so both meet the same moments of a shared machine: run one after the other, minutes apart, the direct
// side alone moved by up to 2x between runs.
// The server runs as a child process (`node packages/server/src/main.ts`), as `pnpm start` runs it.
// Memory is that of the whole: the server plus every process of its embedded PostgreSQL cluster, sampled
// from /proc every 200 ms (PSS, which splits shared pages fairly, and RSS), the peak being the largest sum.
// Start time is measured on a new data directory (initdb, migrations, seed) and again on the same one.
// `embedded` (the default engine); `postgres` runs on TEST_DATABASE_URL's server (server memory only).
//
// The CPU table splits each call's CPU time between the server, PostgreSQL and the bench's own clients (from /proc).
//
// `--profile=DIR` runs the server child with `node --cpu-prof` and writes its profile to DIR: read it with
// `node bench/profile-summary.mjs DIR/<file>.cpuprofile` (top frames, grouped by package).
//
//   node bench/server-bench.mjs [--seconds=10] [--clients=32] [--backend=embedded|postgres|both] [--client=http|fetch]
//                               [--rounds=3] [--profile=DIR] [--calls=forum,course,upsert,subscription]
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, openPostgres } from '../packages/server/src/database.ts';
import {
  CLUSTER_FOLDER,
  clusterProcessIds,
  DATABASE_NAME,
  PASSWORD_FILE,
  SOCKET_FOLDER,
  SUPERUSER,
} from '../packages/server/src/embeddedPostgres.ts';
import { serverProcess } from '../scripts/serverProcess.mjs';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const requireFromServer = createRequire(path.join(repo, 'packages', 'server', 'package.json'));
const postgres = (await import(requireFromServer.resolve('postgres'))).default;

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(arg('seconds', 10));
const CLIENTS = Number(arg('clients', 32));
const BACKEND = arg('backend', 'embedded');
const PROFILE_DIR = arg('profile', '');
/**
 * The measured load's HTTP client. `http` (default): node:http on kept-alive sockets, about a third of fetch's CPU
 * per request; `fetch`: Node's fetch (undici), what this bench used before 2026-11-25. The clients share the two
 * cores with the server and PostgreSQL, so a heavier client slows the server it measures (see the CPU table).
 */
const CLIENT = arg('client', 'http');
/** Each call's HTTP and direct loads alternate in this many windows (SECONDS split between them). */
const ROUNDS = Number(arg('rounds', 3));
/** Which calls to load (comma-separated keys of LABELS below); every one by default. */
const CALLS = arg('calls', 'forum,course,upsert,subscription').split(',');
if (CLIENT !== 'http' && CLIENT !== 'fetch') throw new Error(`--client=${CLIENT}: use http or fetch`);
/** The PostgreSQL server of `--backend=postgres`: TEST_DATABASE_URL, else the local one the tests use. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** A free port, so this bench never meets another server (another checkout's bench) on a fixed one. */
const PORT = await new Promise((resolve, reject) => {
  const probe = createServer().once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const PASSWORD = 'Bench-Passw0rd';
const TOPICS = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Runs `op` from CLIENTS concurrent loops for `seconds`; returns every completed call's latency. */
async function load(op, seconds) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        try {
          await op(client, i);
          latencies.push(performance.now() - started);
        } catch (error) {
          if (errors++ === 0) console.error(`  first error: ${error.message}`);
        }
      }
    }),
  );
  return { latencies, errors, seconds };
}

/** Throughput and latency percentiles of several windows of one call taken together. */
function pooled(windows) {
  const latencies = windows.flatMap((w) => w.latencies).sort((a, b) => a - b);
  const seconds = windows.reduce((total, w) => total + w.seconds, 0);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: windows.reduce((total, w) => total + w.errors, 0),
    count: latencies.length,
  };
}

const keptAlive = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One request of the measured load; resolves when its whole answer has arrived, rejects unless 2xx. */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  if (CLIENT === 'fetch') {
    return fetch(url, { method, headers, body }).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    });
  }
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, agent: keptAlive }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`HTTP ${status}: ${Buffer.concat(chunks).toString()}`));
      });
    });
    sent.on('error', reject);
    // A request that never gets its answer is counted as an error rather than holding its client (and the bench).
    sent.setTimeout(30_000, () => sent.destroy(new Error('no answer within 30 s')));
    sent.end(body);
  });
}

function waitForExit(child) {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

async function startChild(env) {
  const how = serverProcess({ ...process.env, ...env });
  const args = env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.PROFILE_DIR}`, ...how.args] : how.args;
  const child = spawn(how.command, args, {
    cwd: repo,
    env: how.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, startupMs: performance.now() - started };
}

/** PSS and RSS (MB) of one process; zero when it is gone. */
function processMemory(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    return { pss: kb('Pss') / 1024, rss: kb('Rss') / 1024 };
  } catch {
    return { pss: 0, rss: 0 };
  }
}

/** CPU time (ms) a process has used so far, user + system, from /proc; null when it is gone. */
function processCpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux build Node supports

/** Every PostgreSQL process on this machine (`--backend=postgres`: the server's backends are among them). */
function allPostgresProcessIds() {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

/**
 * Where a call's CPU went: the server, PostgreSQL (the cluster's processes, or every postgres process for an
 * external server) and this bench's own clients, so the cost of one request is seen apart from throughput,
 * which the two cores' sharing between the three makes noisy.
 */
function cpuMeter(serverPid, clusterDir) {
  const databasePids = () => (clusterDir ? clusterProcessIds(clusterDir) : allPostgresProcessIds());
  const snapshot = () => {
    const database = new Map(databasePids().map((pid) => [pid, processCpuMs(pid) ?? 0]));
    return { server: processCpuMs(serverPid) ?? 0, database, bench: process.cpuUsage() };
  };
  return {
    start: snapshot,
    /** CPU ms spent since `from`, per part. A PostgreSQL process that ended in between is not counted. */
    since(from) {
      const to = snapshot();
      let database = 0;
      for (const [pid, ms] of to.database) database += ms - (from.database.get(pid) ?? 0);
      const bench = process.cpuUsage(from.bench);
      return { server: to.server - from.server, database, bench: (bench.user + bench.system) / 1000 };
    },
  };
}

/** The whole: the server and every process of its cluster (none for an external PostgreSQL). */
function wholeMemory(serverPid, clusterDir) {
  const server = processMemory(serverPid);
  const cluster = clusterDir ? clusterProcessIds(clusterDir).map(processMemory) : [];
  const sum = (key) => cluster.reduce((total, m) => total + m[key], 0);
  return {
    pss: server.pss + sum('pss'),
    rss: server.rss + sum('rss'),
    serverPss: server.pss,
    clusterPss: sum('pss'),
    clusterProcesses: cluster.length,
  };
}

/**
 * Samples wholeMemory every 200 ms until stopped; keeps the sample with the largest PSS. Paused while the bench's
 * own pool works on the embedded cluster (its backends are the bench's, not the server's).
 */
function memorySampler(serverPid, clusterDir) {
  let peak = wholeMemory(serverPid, clusterDir);
  let paused = false;
  const timer = setInterval(() => {
    if (paused) return;
    const now = wholeMemory(serverPid, clusterDir);
    if (now.pss > peak.pss) peak = now;
  }, 200);
  return {
    pause: () => (paused = true),
    resume: () => (paused = false),
    stop: () => (clearInterval(timer), peak),
  };
}

/**
 * How to reach the embedded cluster while the server runs it, as the server does: its port (postmaster.pid's 4th
 * line), the password DATA_DIR keeps, and its Unix socket beside the cluster folder (null when it listens on TCP only).
 */
function embeddedClusterConnection(dataDir, clusterDir) {
  const port = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
  const socket = path.join(path.dirname(clusterDir), SOCKET_FOLDER, `.s.PGSQL.${port}`);
  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    socketPath: existsSync(socket) ? socket : null,
  };
}

async function runBackend(backend) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-srv-bench-'));
  let databaseUrl = '';
  const dbName = `academy_srv_bench_${process.pid}`;
  if (backend === 'postgres') {
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const base = `http://127.0.0.1:${PORT}`;
  const clusterDir = backend === 'embedded' ? path.join(realpathSync(dataDir), CLUSTER_FOLDER) : null;
  try {
    const env = { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const fresh = await startChild(env);
    fresh.child.kill('SIGTERM');
    await waitForExit(fresh.child);
    // Only the measured run is profiled (its profile is written when it stops).
    const { child, startupMs } = await startChild(PROFILE_DIR ? { ...env, PROFILE_DIR: path.resolve(PROFILE_DIR) } : env);
    const newDirStartupMs = fresh.startupMs;
    await new Promise((r) => setTimeout(r, 1000));
    const afterStart = wholeMemory(child.pid, clusterDir);
    const sampler = memorySampler(child.pid, clusterDir);

    // --- data: learners (half subscribed), forum topics with comments and likes, the seeded courses ---
    const secretKey =
      backend === 'embedded'
        ? readFileSync(path.join(dataDir, 'server.secret'), 'utf8').trim()
        : await (async () => {
            const sql = postgres(databaseUrl, { max: 1 });
            const rows = await sql`select value from academy_server.settings where key = 'secret_key'`;
            await sql.end();
            return rows[0].value;
          })();
    const { supabaseAnonKey: anonKey } = await (await fetch(`${base}/config.json`)).json();
    const service = { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };
    const users = [];
    for (let i = 0; i < CLIENTS; i++) {
      const email = `bench${i}@example.test`;
      const created = await fetch(`${base}/_admin/users`, {
        method: 'POST',
        headers: { apikey: secretKey },
        body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
      });
      const { id } = await created.json();
      const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const session = await token.json();
      users.push({
        id,
        token: session.access_token,
        headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      });
    }
    const subscriptions = users
      .filter((_, i) => i % 2 === 0)
      .map((u) => ({
        user_id: u.id,
        tier: 'Yearly',
        status: 'active',
        current_period_end: new Date(Date.now() + 30 * 86400_000).toISOString(),
      }));
    await fetch(`${base}/rest/v1/subscriptions`, { method: 'POST', headers: service, body: JSON.stringify(subscriptions) });
    const topics = Array.from({ length: TOPICS }, (_, i) => ({
      title: `Topic ${i}`,
      content: `Body ${i}`,
      category: 'general',
      type: 'discussion',
      created_by: users[i % users.length].id,
    }));
    const topicRows = await (
      await fetch(`${base}/rest/v1/discussion_subjects?select=id`, {
        method: 'POST',
        headers: { ...service, prefer: 'return=representation' },
        body: JSON.stringify(topics),
      })
    ).json();
    await fetch(`${base}/rest/v1/discussion_comments`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify(
        topicRows.flatMap((t, i) =>
          [0, 1, 2].map((k) => ({ content: `c${k}`, subject_id: t.id, created_by: users[(i + k) % users.length].id })),
        ),
      ),
    });
    await fetch(`${base}/rest/v1/discussion_likes`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify(topicRows.flatMap((t, i) => [0, 1].map((k) => ({ topic_id: t.id, user_id: users[(i + k) % users.length].id })))),
    });
    const lessons = await (
      await fetch(`${base}/rest/v1/lesson_catalog?select=id,course_slug,is_private&course_slug=eq.coder-ai`, { headers: users[0].headers })
    ).json();
    const freeLessons = lessons.filter((l) => !l.is_private).map((l) => l.id);
    if (!freeLessons.length) throw new Error('the seed has no free lesson in coder-ai');

    // --- over HTTP ---
    const forumQuery = 'discussion_topics_with_counts?select=*&order=created_at.desc';
    const courseQuery = 'lesson_catalog?select=*&course_slug=eq.coder-ai&order=module_position.asc,position.asc';
    // The same work straight on the database, through a pool of the bench's own beside the idle server (the embedded
    // cluster's socket and password, as the server connects), with the role and claims lite sets. The pool lives only
    // during a direct window, so its backends never count in the server's memory.
    const openDirect = () => {
      if (!clusterDir) return openDatabase({ dataDir, databaseUrl });
      const { url, socketPath } = embeddedClusterConnection(dataDir, clusterDir);
      return openPostgres(url, undefined, socketPath);
    };
    let driver = null;
    const asRole = async (role, userId, sql, params = []) => {
      const claims = JSON.stringify(userId ? { sub: userId, role } : { role });
      const context =
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)";
      return driver.begin(async (tx) => {
        await tx.unsafe(context, [role, claims, userId ?? '']);
        return tx.unsafe(sql, params);
      });
    };

    /** Each hot call over HTTP and its queries straight on the database. */
    const calls = {
      forum: {
        http: () => call(`${base}/rest/v1/${forumQuery}`, { headers: { apikey: anonKey } }),
        direct: () => asRole('anon', null, 'select * from public.discussion_topics_with_counts order by created_at desc'),
      },
      course: {
        http: async (c) => {
          const u = users[c];
          await Promise.all([
            call(`${base}/rest/v1/${courseQuery}`, { headers: u.headers }),
            call(`${base}/rest/v1/video_progress?select=video_id,progress,completed&user_id=eq.${u.id}`, { headers: u.headers }),
          ]);
        },
        direct: async (c) => {
          const u = users[c];
          await asRole(
            'authenticated',
            u.id,
            "select * from public.lesson_catalog where course_slug = 'coder-ai' order by module_position, position",
          );
          await asRole('authenticated', u.id, 'select video_id, progress, completed from public.video_progress where user_id = $1', [u.id]);
        },
      },
      upsert: {
        http: async (c, i) => {
          const u = users[c];
          const row = {
            video_id: freeLessons[i % freeLessons.length],
            user_id: u.id,
            progress: i % 101,
            completed: false,
            last_watched: new Date().toISOString(),
          };
          await call(`${base}/rest/v1/video_progress?on_conflict=user_id,video_id`, {
            method: 'POST',
            headers: { ...u.headers, prefer: 'resolution=merge-duplicates,return=minimal' },
            body: JSON.stringify(row),
          });
        },
        direct: (c, i) =>
          asRole(
            'authenticated',
            users[c].id,
            'insert into public.video_progress (video_id, user_id, progress, completed, last_watched) values ($1, $2, $3, false, now()) on conflict (user_id, video_id) do update set progress = excluded.progress, completed = excluded.completed, last_watched = excluded.last_watched',
            [freeLessons[i % freeLessons.length], users[c].id, i % 101],
          ),
      },
      subscription: {
        http: (c) => call(`${base}/functions/v1/check-subscription`, { method: 'POST', headers: users[c].headers }),
        direct: (c) =>
          asRole('authenticated', users[c].id, 'select tier, status, current_period_end from public.subscriptions where user_id = $1', [
            users[c].id,
          ]),
      },
    };

    // HTTP and direct windows alternate (ROUNDS of each per call), so both meet the same state of a shared, noisy
    // machine; their latencies are pooled. With --profile: when each HTTP window ran (monotonic µs, the clock of
    // V8's profile), so the summary shows each hot call alone, without the setup (password hashing of the accounts).
    const windows = [];
    const meter = cpuMeter(child.pid, clusterDir);
    const http = {};
    const direct = {};
    const windowSeconds = SECONDS / ROUNDS;
    for (const [name, { http: overHttp, direct: onDatabase }] of Object.entries(calls).filter(([name]) => CALLS.includes(name))) {
      const httpWindows = [];
      const directWindows = [];
      const cpu = { server: 0, database: 0, bench: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const from = Number(process.hrtime.bigint() / 1000n);
        const cpuFrom = meter.start();
        httpWindows.push(await load(overHttp, windowSeconds));
        const used = meter.since(cpuFrom);
        for (const part of Object.keys(cpu)) cpu[part] += used[part];
        windows.push({ call: name, from, to: Number(process.hrtime.bigint() / 1000n) });
        sampler.pause();
        const db = await openDirect();
        driver = db.connection.driver;
        // Untimed: every connection of the pool opened and its statements prepared, as the server's are by then.
        await Promise.all(Array.from({ length: CLIENTS }, (_, client) => onDatabase(client, 0)));
        directWindows.push(await load(onDatabase, windowSeconds));
        await db.close();
        sampler.resume();
      }
      http[name] = { ...pooled(httpWindows), cpu };
      direct[name] = pooled(directWindows);
    }
    const peak = sampler.stop();
    keptAlive.destroy();
    const afterLoad = wholeMemory(child.pid, clusterDir);
    child.kill('SIGTERM');
    await waitForExit(child);
    if (PROFILE_DIR) writeFileSync(path.join(path.resolve(PROFILE_DIR), `windows-${child.pid}.json`), JSON.stringify(windows));

    return { backend, startupMs, newDirStartupMs, afterStart, afterLoad, peak, http, direct };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const LABELS = {
  forum: 'forum list with counts',
  course: 'course page: lessons + own progress',
  upsert: 'progress upsert',
  subscription: 'check-subscription',
};

const unknownCall = CALLS.find((key) => !(key in LABELS));
if (unknownCall) throw new Error(`--calls=${unknownCall}: use ${Object.keys(LABELS).join(', ')}`);
const backends = BACKEND === 'both' ? ['embedded', 'postgres'] : [BACKEND];
console.log(
  `server bench: ${CLIENTS} concurrent clients (${CLIENT === 'http' ? 'node:http, kept alive' : 'fetch'}) x ${SECONDS} s per call (node ${process.version}, ${(await import('node:os')).cpus().length} cpus)`,
);
for (const backend of backends) {
  const r = await runBackend(backend);
  const mem = (m) =>
    `PSS ${fmt(m.pss, 0)} MB (server ${fmt(m.serverPss, 0)} + ${m.clusterProcesses} PostgreSQL processes ${fmt(m.clusterPss, 0)}), RSS ${fmt(m.rss, 0)} MB`;
  console.log(
    `\n${backend}: start ${fmt(r.newDirStartupMs, 0)} ms on a new data directory, ${fmt(r.startupMs, 0)} ms on the existing one (spawn to /health)`,
  );
  console.log(`  memory of the whole after start: ${mem(r.afterStart)}`);
  console.log(`  memory of the whole at peak under load: ${mem(r.peak)}`);
  console.log(`  memory of the whole after load: ${mem(r.afterLoad)}`);
  console.log('call                                  |  HTTP req/s   p50 ms   p99 ms  err | direct q/s   p50 ms   p99 ms | p50 ratio');
  for (const key of CALLS) {
    const h = r.http[key];
    const d = r.direct[key];
    console.log(
      `${LABELS[key].padEnd(38)}| ${fmt(h.rps).padStart(10)} ${fmt(h.p50).padStart(8)} ${fmt(h.p99).padStart(8)} ${String(h.errors).padStart(4)} | ${fmt(d.rps).padStart(10)} ${fmt(d.p50).padStart(8)} ${fmt(d.p99).padStart(8)} | ${fmt(h.p50 / d.p50)}x`,
    );
  }
  // A call's CPU per completed call (the course page's call is two requests), and how many cores were busy.
  console.log('CPU per call (ms)                     |   server  PostgreSQL  bench clients |  cores busy');
  for (const key of CALLS) {
    const { cpu, count } = r.http[key];
    const busy = (cpu.server + cpu.database + cpu.bench) / (SECONDS * 1000);
    console.log(
      `${LABELS[key].padEnd(38)}| ${fmt(cpu.server / count, 2).padStart(8)} ${fmt(cpu.database / count, 2).padStart(11)} ${fmt(cpu.bench / count, 2).padStart(14)} | ${fmt(busy, 2).padStart(11)}`,
    );
  }
}
