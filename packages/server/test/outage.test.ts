// PostgreSQL unreachable: at start, `pnpm start` prints one clear line (no stack trace) and exits; while running,
// /health and the API answer 503 with Retry-After, and the server recovers by itself once the database is back.
// The database is reached through a TCP relay the test can cut, like a network outage.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterProcessIds } from '../src/embeddedPostgres.ts';
import { REPO_ROOT, startServer } from '../src/index.ts';
import { requiredAdminUrl } from '../src/testCluster.ts';
import { createTestDatabase, signedInAccount, TEST_DATABASE_URL, tempDir } from './helpers.ts';

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let listener: Server | null = null;
  let port = 0;
  const open = async () => {
    listener = createServer((client) => {
      const upstream = new NetSocket();
      upstream.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => listener!.listen(port, '127.0.0.1', resolve));
    port = (listener!.address() as { port: number }).port;
  };
  await open();
  return {
    get port() {
      return port;
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => listener!.close(resolve));
    },
    restore: open,
  };
}

/** `pnpm start`'s server with this DATABASE_URL: its exit code and the lines it wrote to stderr. */
async function startWith(databaseUrl: string) {
  const dataDir = tempDir('academy-unreachable-');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages/server/src/main.ts')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, stderr, lines: stderr.split('\n').filter((line) => line.trim()) };
}

describe('PostgreSQL unreachable', () => {
  it('at start: one clear line and exit 1, no stack trace', { timeout: 120_000 }, async () => {
    const { code, stderr, lines } = await startWith('postgres://postgres:secret@127.0.0.1:1/academy');
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PostgreSQL at postgres://postgres:***@127.0.0.1:1/academy cannot be reached');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('at start, a role or database PostgreSQL does not know: one line saying which, exit 1', { timeout: 120_000 }, async () => {
    const wrongRole = new URL(requiredAdminUrl('embedded'));
    wrongRole.username = 'no_such_role';
    wrongRole.password = 'secret';
    const missingDatabase = new URL(requiredAdminUrl('embedded'));
    missingDatabase.pathname = '/no_such_database';
    for (const [url, reason] of [
      [wrongRole, /role "no_such_role" does not exist|password authentication failed for user "no_such_role"/],
      [missingDatabase, /database "no_such_database" does not exist/],
    ] as const) {
      const { code, stderr, lines } = await startWith(url.toString());
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toContain('Check DATABASE_URL');
      expect(stderr).not.toContain('secret');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });

  it.skipIf(!TEST_DATABASE_URL)('while running: 503 with Retry-After, then recovers by itself', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase('server');
    const target = new URL(database.url);
    const relay = await relayTo(target);
    const viaRelay = new URL(database.url);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const dataDir = tempDir();
    const server = await startServer({ port: 0, dataDir, databaseUrl: viaRelay.toString(), log: false, seed: false });
    const headers = { apikey: server.publishableKey };
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      await relay.cut();
      for (const target of ['/health', '/rest/v1/courses?select=id']) {
        const response = await fetch(`${server.url}${target}`, { headers });
        expect(response.status, target).toBe(503);
        expect(response.headers.get('retry-after'), target).toBe('5');
      }
      await relay.restore();
      await expect
        .poll(async () => (await fetch(`${server.url}/rest/v1/courses?select=id`, { headers })).status, { timeout: 60_000, interval: 1000 })
        .toBe(200);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.stop().catch(() => {});
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Issue 32.5: PostgreSQL stopped (SIGSTOP, as a frozen machine or a stuck disk does) used to leave REST requests
  // without any answer, while /health said 503 after 2 s.
  it(
    'stopped (SIGSTOP): every request gets 503 with Retry-After in bounded time, and all answer again after SIGCONT',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDir('academy-stopped-');
      const server = await startServer({ port: 0, dataDir, log: false });
      const cluster = path.join(dataDir, 'postgres');
      const signal = (name: NodeJS.Signals) => {
        for (const pid of clusterProcessIds(cluster)) process.kill(pid, name);
      };
      try {
        const member = await signedInAccount(server, 'stopped@example.test', 'Stopped-Passw0rd');
        const visitor = { apikey: server.publishableKey };
        const asMember = { apikey: server.publishableKey, authorization: `Bearer ${member.token}` };
        const lesson = (await server.database.query<{ id: string }>('select id from public.videos where not is_private limit 1'))[0]!.id;
        const requests: [string, string, RequestInit][] = [
          ['plain read', '/rest/v1/courses?select=id', { headers: visitor }],
          ['read through lite', '/rest/v1/courses?select=id', { headers: { ...visitor, prefer: 'count=exact' } }],
          ['member read', '/rest/v1/video_progress?select=*', { headers: asMember }],
          [
            'progress save',
            '/rest/v1/video_progress?on_conflict=user_id,video_id',
            {
              method: 'POST',
              headers: { ...asMember, 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
              body: JSON.stringify({ user_id: member.id, video_id: lesson, progress: 5 }),
            },
          ],
          [
            'sign-in',
            '/auth/v1/token?grant_type=password',
            {
              method: 'POST',
              headers: { ...visitor, 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'stopped@example.test', password: 'Stopped-Passw0rd' }),
            },
          ],
          ['health', '/health', {}],
        ];
        for (const [, target, init] of requests) expect((await fetch(`${server.url}${target}`, init)).status, target).toBeLessThan(300);

        signal('SIGSTOP');
        const started = performance.now();
        const answers = await Promise.all(
          requests.map(async ([name, target, init]) => {
            const response = await fetch(`${server.url}${target}`, { ...init, signal: AbortSignal.timeout(30_000) }).catch(
              (error: Error) => error,
            );
            return response instanceof Response
              ? { name, status: response.status, retryAfter: response.headers.get('retry-after') }
              : { name, status: response.name, retryAfter: null };
          }),
        );
        const waited = performance.now() - started;
        expect(answers).toEqual(requests.map(([name]) => ({ name, status: 503, retryAfter: '5' })));
        // Two rounds of ANSWER_CHECK_MS (3 s) and a failed database check (2 s), with room for a busy machine.
        expect(waited).toBeLessThan(20_000);

        signal('SIGCONT');
        for (const [name, target, init] of requests)
          await expect
            .poll(async () => (await fetch(`${server.url}${target}`, init)).status, { timeout: 60_000, interval: 500, message: name })
            .toBeLessThan(300);
        const [row] = await server.database.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        );
        expect(row!.n).toBe(0);
      } finally {
        signal('SIGCONT');
        await server.stop().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
