// PostgreSQL unreachable: at start, `pnpm start` prints one clear line (no stack trace) and exits; while running,
// /health and the API answer 503 with Retry-After, and the server recovers by itself once the database is back.
// The database is reached through a TCP relay the test can cut, like a network outage.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer } from '../src/index.ts';
import { createTestDatabase, TEST_DATABASE_URL, tempDir } from './helpers.ts';

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

describe('PostgreSQL unreachable', () => {
  it('at start: one clear line and exit 1, no stack trace', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('academy-unreachable-');
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages/server/src/main.ts')], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/academy' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line.trim());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PostgreSQL at postgres://postgres:***@127.0.0.1:1/academy cannot be reached');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
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
});
