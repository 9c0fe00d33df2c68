// One server per data directory, and a lock left by a crash never blocks the next start, even when its
// process id has been reused: by another program, or by the new server itself (common after a container
// restart, where the server is often pid 1 again).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError, lockPath, processIdentity, readLock } from '../src/lock.ts';
import { tempDir } from './helpers.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = tempDir('academy-lock-');
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function writeLock(dir: string, info: Record<string, unknown>): void {
  writeFileSync(lockPath(dir), JSON.stringify({ url: null, startedAt: new Date(0).toISOString(), ...info }));
}

describe('the data directory lock', () => {
  it('refuses a second holder while the first runs, in this process too', () => {
    const dir = dataDir();
    const lock = acquireLock(dir);
    expect(() => acquireLock(dir)).toThrow(DataDirLockedError);
    expect(readLock(dir)?.pid).toBe(process.pid);
    lock.release();
    const again = acquireLock(dir);
    expect(again.staleNote).toBeNull();
    again.release();
  });

  it('refuses while a live process recorded in the lock still runs', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => holder.once('spawn', resolve));
      writeLock(dir, { pid: holder.pid, process: processIdentity(holder.pid!) });
      expect(() => acquireLock(dir)).toThrow(/in use by another Academy server \(pid \d+/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid is now this very process (a restarted container)', () => {
    const dir = dataDir();
    writeLock(dir, { pid: process.pid, process: 'another-boot:12345' });
    const lock = acquireLock(dir);
    expect(lock.staleNote).toMatch(new RegExp(`pid ${process.pid}, which is now this server`));
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const dir = dataDir();
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      // The lock's holder started at another moment than the program now using its pid.
      writeLock(dir, { pid: other.pid, process: 'another-boot:1' });
      const lock = acquireLock(dir);
      expect(lock.staleNote).toMatch(/which now belongs to another program/);
      lock.release();
      // A lock written before holders were identified: a program that is not Node cannot be the server.
      writeLock(dir, { pid: other.pid });
      const legacy = acquireLock(dir);
      expect(legacy.staleNote).toMatch(/which now belongs to another program/);
      legacy.release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = dataDir();
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeLock(dir, { pid: gone.pid, process: 'x' });
    const lock = acquireLock(dir);
    expect(lock.staleNote).toMatch(/which is gone/);
    lock.release();
  });
});
