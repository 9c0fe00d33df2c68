// One server per data directory: PGlite corrupts its files when two processes open them. The lock
// file also tells the CLI where the running server listens, so it can go through it.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export type LockInfo = { pid: number; url: string | null; startedAt: string };

export class DataDirLockedError extends Error {
  readonly holder: LockInfo;
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `The data directory ${dataDir} is in use by another Academy server (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''}). ` +
        `Stop that server first, or start this one with another DATA_DIR. ` +
        `To create accounts while it runs, use "pnpm academy create-user": it goes through the running server.`,
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the lock, or null when there is none (a stale file left by a crash counts as none). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export type DataDirLock = { update(info: Partial<LockInfo>): void; release(): void };

export function acquireLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  let info: LockInfo = { pid: process.pid, url: null, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      return {
        update(next) {
          info = { ...info, ...next };
          if (!released) writeFileSync(file, JSON.stringify(info));
        },
        release() {
          if (released) return;
          released = true;
          rmSync(secretPath(dataDir), { force: true });
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone (crash or kill -9)
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

/**
 * While a PGlite server holds the directory nobody else can open its database, so the server
 * leaves its secret key beside the lock (owner-only file) for the CLI on the same machine.
 */
export function secretPath(dataDir: string): string {
  return path.join(dataDir, 'server.secret');
}

export function writeRunningServerSecret(dataDir: string, secret: string): void {
  writeFileSync(secretPath(dataDir), secret, { mode: 0o600 });
}

export function readRunningServerSecret(dataDir: string): string {
  return readFileSync(secretPath(dataDir), 'utf8').trim();
}
