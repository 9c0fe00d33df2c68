// Crash safety: kill -9 the server (a child process) in the middle of a stream of writes,
// restart it on the same data, and find every write it had acknowledged. PGlite and PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';
import { BACKENDS, createTestDatabase, PORTS, tempDir, type TestDatabase } from './helpers.ts';

const MAIN = path.join(REPO_ROOT, 'packages', 'server', 'src', 'main.ts');

function startChild(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${stderr}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe.each(BACKENDS)('crash safety on %s', (backend) => {
  const port = backend === 'pglite' ? PORTS.crashPglite : PORTS.crashPostgres;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = tempDir('academy-crash-');
  let database: TestDatabase | null = null;
  let child: ChildProcess | null = null;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after kill -9', { timeout: 300_000 }, async () => {
    database = backend === 'postgres' ? await createTestDatabase() : null;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
    child = startChild(env);
    await waitForHealth(url, child);

    const secret = await secretKeyOf(backend, dataDir, database);
    const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
    const created = await fetch(`${url}/_admin/users`, { method: 'POST', headers: { apikey: secret }, body: JSON.stringify({ email: 'writer@example.com', password: 'Passw0rd-Crash', role: 'student' }) });
    expect(created.status).toBe(200);
    const session = (await (
      await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'writer@example.com', password: 'Passw0rd-Crash' }),
      })
    ).json()) as { access_token: string };

    const acknowledged: string[] = [];
    let stop = false;
    async function writer(n: number) {
      for (let i = 0; !stop; i++) {
        try {
          const r = await fetch(`${url}/rest/v1/discussion_subjects`, {
            method: 'POST',
            headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', prefer: 'return=representation' },
            body: JSON.stringify({ title: `w${n}-${i}`, content: 'crash test', category: 'general', type: 'discussion' }),
          });
          if (r.status === 201) acknowledged.push(((await r.json()) as { id: string }[])[0]!.id);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // Restart on the same data: the stale lock left by the killed process must not block it.
    child = startChild(env);
    await waitForHealth(url, child);
    const stored = (await (
      await fetch(`${url}/rest/v1/discussion_subjects?select=id`, { headers: { apikey: secret, authorization: `Bearer ${secret}` } })
    ).json()) as { id: string }[];
    const ids = new Set(stored.map((r) => r.id));
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);

    child.kill('SIGTERM');
    await exited(child);
    expect(child.exitCode).toBe(0);
  });
});

/** PGlite: the running server leaves its secret in DATA_DIR; PostgreSQL: it is in the settings table. */
async function secretKeyOf(backend: string, dataDir: string, database: TestDatabase | null): Promise<string> {
  if (backend === 'pglite') {
    const { readRunningServerSecret } = await import('../src/lock.ts');
    return readRunningServerSecret(dataDir);
  }
  const postgres = (await import('postgres')).default;
  const sql = postgres(database!.url, { max: 1 });
  const rows = await sql<{ value: string }[]>`select value from academy_server.settings where key = 'secret_key'`;
  await sql.end();
  return rows[0]!.value;
}
