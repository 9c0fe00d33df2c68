// Crash safety of the default engine (`pnpm start` with no DATABASE_URL: its own PostgreSQL in DATA_DIR):
// a stream of writes, then kill -9 of the server, of the postmaster, or of both; the next start repairs
// what the crash left (the postmaster still running, a stale postmaster.pid, a stale lock), says so in one
// line, and every acknowledged write is there. Bounded: about 40 acknowledged writes per round.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';
import { readRunningServerSecret } from '../src/lock.ts';
import { clusterProcessIds } from '../src/embeddedPostgres.ts';
import { freePort, tempDir } from './helpers.ts';

const MAIN = path.join(REPO_ROOT, 'packages', 'server', 'src', 'main.ts');
const WRITES_PER_ROUND = 40;

type Child = { process: ChildProcess; stderr(): string };

function startChild(env: Record<string, string>): Child {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { process: child, stderr: () => stderr };
}

async function waitForHealth(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited with ${child.process.exitCode}: ${child.stderr()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy: ${child.stderr()}`);
}

function exited(child: ChildProcess, timeoutMs = 30_000): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('crash safety of the embedded PostgreSQL', () => {
  const dataDir = tempDir('academy-crash-');
  // The server runs as a child process (as `pnpm start` does), so its port is chosen here first.
  let url = '';
  let env: Record<string, string> = {};
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' };
  });
  let child: Child | null = null;
  const postmasters: number[] = [];

  afterAll(async () => {
    if (child && child.process.exitCode === null) {
      child.process.kill('SIGKILL');
      await exited(child.process);
    }
    for (const pid of clusterProcessIds(path.join(realpathSync(dataDir), 'postgres'))) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged write after kill -9 of the server, of PostgreSQL and of both, and says what it repaired',
    { timeout: 400_000 },
    async () => {
      child = startChild(env);
      await waitForHealth(url, child);
      const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
      const created = await fetch(`${url}/_admin/users`, {
        method: 'POST',
        headers: { apikey: readRunningServerSecret(dataDir) },
        body: JSON.stringify({ email: 'writer@example.com', password: 'Passw0rd-Crash', role: 'student' }),
      });
      expect(created.status).toBe(200);
      const acknowledged: string[] = [];

      for (const victim of ['server', 'postgres', 'both'] as const) {
        const running = child;
        const session = (await (
          await fetch(`${url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'writer@example.com', password: 'Passw0rd-Crash' }),
          })
        ).json()) as { access_token: string };
        let stop = false;
        let round = 0;
        const writer = async (n: number) => {
          for (let i = 0; !stop; i++) {
            try {
              const r = await fetch(`${url}/rest/v1/discussion_subjects`, {
                method: 'POST',
                headers: {
                  apikey: config.supabaseAnonKey,
                  authorization: `Bearer ${session.access_token}`,
                  'content-type': 'application/json',
                  prefer: 'return=representation',
                },
                body: JSON.stringify({ title: `${victim}-w${n}-${i}`, content: 'crash test', category: 'general', type: 'discussion' }),
              });
              if (r.status === 201) {
                acknowledged.push(((await r.json()) as { id: string }[])[0]!.id);
                round += 1;
              }
            } catch {
              return; // the server is gone: this write was never acknowledged
            }
          }
        };
        const writers = [0, 1, 2, 3].map(writer);
        while (round < WRITES_PER_ROUND) await new Promise((r) => setTimeout(r, 10));

        const postmaster = postmasterPid(dataDir);
        postmasters.push(postmaster);
        if (victim !== 'postgres') running.process.kill('SIGKILL');
        if (victim !== 'server') process.kill(postmaster, 'SIGKILL');
        // Writes already in flight may still be acknowledged until the kill lands: keep counting them.
        await new Promise((r) => setTimeout(r, 300));
        stop = true;
        await Promise.all(writers);
        // Killed alone, PostgreSQL takes the server down with it (it cannot serve anything without it).
        expect(await exited(running.process), `the server outlived its PostgreSQL: ${running.stderr()}`).toBe(true);
        if (victim === 'postgres') expect(running.stderr()).toMatch(/PostgreSQL \(pid \d+\) stopped unexpectedly/);

        child = startChild(env);
        await waitForHealth(url, child);
        const said = child.stderr();
        if (victim === 'server') expect(said).toMatch(/Stopped the PostgreSQL \(pid \d+\) that a previous server left running/i);
        else expect(said).toMatch(/postmaster\.pid|leftover PostgreSQL process/i);
        expect(said).toMatch(/replaced the lock of a server that did not stop cleanly/i);

        const secret = readRunningServerSecret(dataDir);
        const stored = (await (
          await fetch(`${url}/rest/v1/discussion_subjects?select=id`, { headers: { apikey: secret, authorization: `Bearer ${secret}` } })
        ).json()) as { id: string }[];
        const ids = new Set(stored.map((r) => r.id));
        const missing = acknowledged.filter((id) => !ids.has(id));
        expect(missing, `after kill -9 of ${victim}: ${missing.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
      }

      child.process.kill('SIGTERM');
      await exited(child.process);
      expect(child.process.exitCode).toBe(0);
      // A clean stop leaves no process of the cluster (pids alone would not tell: the system reuses them).
      expect(clusterProcessIds(path.join(realpathSync(dataDir), 'postgres'))).toEqual([]);
    },
  );
});
