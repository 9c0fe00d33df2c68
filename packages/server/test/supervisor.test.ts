// `pnpm start` as a supervisor (issue 32.6, scripts/supervise.mjs): the server process killed under a stream of writes
// is started again without a person, on the same PostgreSQL, with every acknowledged write kept; SIGTERM then stops
// everything and nothing is restarted. The restart rule itself (backoff, no restart of a server that never answered)
// is checked with stand-in processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supervise } from '../../../scripts/supervise.mjs';
import { clusterProcessIds } from '../src/embeddedPostgres.ts';
import { REPO_ROOT } from '../src/index.ts';
import { lockPath, readRunningServerSecret } from '../src/lock.ts';
import { freePort, tempDir } from './helpers.ts';

/** A process that exits when told to, as a stand-in for the server. */
function standIn(): ChildProcess & { die(code: number | null, signal?: string): void } {
  const child = new EventEmitter() as ChildProcess & { die(code: number | null, signal?: string): void };
  Object.assign(child, { exitCode: null, signalCode: null, kill: () => true });
  child.die = (code, signal) => child.emit('exit', code, signal ?? null);
  return child;
}

describe('the restart rule', () => {
  it('restarts a server that had answered, with a pause doubling per quick death, and never one that had not', async () => {
    const children: ReturnType<typeof standIn>[] = [];
    const said: string[] = [];
    const exits: number[] = [];
    let answers = true;
    supervise({
      start: () => {
        const child = standIn();
        children.push(child);
        return child;
      },
      answered: async () => answers,
      say: (line: string) => said.push(line),
      exit: (code: number) => exits.push(code),
      firstDelayMs: 20,
      maxDelayMs: 60,
    });
    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await settle(700); // the first health poll is after 500 ms
    children[0]!.die(null, 'SIGKILL');
    await settle(700);
    expect(children).toHaveLength(2);
    children[1]!.die(1);
    await settle(700);
    children[2]!.die(1);
    expect(said.map((line) => /again in ([\d.]+) s \(restart (\d+)/.exec(line)!.slice(1))).toEqual([
      ['0.02', '1'],
      ['0.04', '2'],
      ['0.06', '3'],
    ]);
    expect(said[0]).toBe('[academy] the server stopped (signal SIGKILL); starting it again in 0.02 s (restart 1 in a row)');
    await settle(700);
    expect(children).toHaveLength(4); // children[3] has answered by now
    answers = false;
    children[3]!.die(0);
    await settle(700);
    expect(exits).toEqual([]);
    expect(children).toHaveLength(5);
    // children[4] never answered: a start-up mistake, so its exit code ends the supervisor and nothing is restarted.
    children[4]!.die(3);
    await settle(200);
    expect(exits).toEqual([3]);
    expect(children).toHaveLength(5);
  });
});

describe('pnpm start after the server is killed', () => {
  const dataDir = tempDir('academy-supervisor-');
  let start: ChildProcess | undefined;
  afterAll(async () => {
    if (start && start.exitCode === null) start.kill('SIGKILL');
    const lock = (() => {
      try {
        return JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as { pid: number };
      } catch {
        return undefined;
      }
    })();
    if (lock) {
      try {
        process.kill(lock.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    for (const pid of clusterProcessIds(path.join(realpathSync(dataDir), 'postgres'))) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers again without a person, on the same PostgreSQL, with every acknowledged write kept', { timeout: 400_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    start = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    start.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const healthy = async () => {
      for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
        if (start!.exitCode !== null) throw new Error(`pnpm start exited with ${start!.exitCode}: ${stderr}`);
        if (
          await fetch(`${url}/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
      }
      throw new Error(`no answer: ${stderr}`);
    };
    await healthy();
    const secret = readRunningServerSecret(dataDir);
    const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
    expect(
      (
        await fetch(`${url}/_admin/users`, {
          method: 'POST',
          headers: { apikey: secret },
          body: JSON.stringify({ email: 'w@example.com', password: 'Passw0rd-Super', role: 'student' }),
        })
      ).status,
    ).toBe(200);
    const session = (await (
      await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'w@example.com', password: 'Passw0rd-Super' }),
      })
    ).json()) as { access_token: string };
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const answer = await fetch(`${url}/rest/v1/discussion_subjects`, {
          method: 'POST',
          headers: {
            apikey: config.supabaseAnonKey,
            authorization: `Bearer ${session.access_token}`,
            'content-type': 'application/json',
            prefer: 'return=representation',
          },
          body: JSON.stringify({ title: `w${n}-${i}`, content: 'supervisor test', category: 'general', type: 'discussion' }),
        }).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(((await answer.json()) as { id: string }[])[0]!.id);
        else await new Promise((r) => setTimeout(r, 50)); // the server is away: keep asking, as a learner's page would
      }
    };
    const writers = [0, 1, 2].map(writer);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));

    const killed = (JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as { pid: number }).pid;
    process.kill(killed, 'SIGKILL');
    const before = acknowledged.length;
    // Nobody starts it: the writers keep going until writes are acknowledged again.
    for (const deadline = Date.now() + 180_000; acknowledged.length < before + 30; await new Promise((r) => setTimeout(r, 100)))
      if (Date.now() > deadline) throw new Error(`no write acknowledged after the kill: ${stderr}`);
    stop = true;
    await Promise.all(writers);
    expect(stderr).toMatch(/the server stopped \(signal SIGKILL\); starting it again in 1 s \(restart 1 in a row\)/);
    expect(stderr).toMatch(/Stopped the PostgreSQL \(pid \d+\) that a previous server left running/i);
    const newPid = (JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as { pid: number }).pid;
    expect(newPid).not.toBe(killed);

    const stored = (await (
      await fetch(`${url}/rest/v1/discussion_subjects?select=id`, {
        headers: { apikey: readRunningServerSecret(dataDir), authorization: `Bearer ${readRunningServerSecret(dataDir)}` },
      })
    ).json()) as { id: string }[];
    const ids = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);

    start.kill('SIGTERM');
    await new Promise((resolve) => start!.once('exit', resolve));
    expect(start.exitCode).toBe(0);
    expect(stderr).not.toMatch(/restart 2 in a row/);
    expect(clusterProcessIds(path.join(realpathSync(dataDir), 'postgres'))).toEqual([]);
  });
});
