// One server per data directory: the server owns the PostgreSQL cluster in it (starts it, repairs it
// after a crash, stops it), which only one process may do. The lock file also tells the CLI where the
// running server listens, so it can go through it.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** `process` identifies the holder beyond its pid, which the system reuses (after a container restart, often for the new server itself). */
export type LockInfo = { pid: number; url: string | null; startedAt: string; process?: string | null };

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

/**
 * Who a process is, beyond its pid: the boot and the moment it started (Linux: /proc), or its start
 * time as `ps` prints it elsewhere. Null when the system does not tell.
 */
export function processIdentity(pid: number): string | null {
  try {
    if (existsSync('/proc/self/stat')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces); the 22nd field is the start time.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      return `${boot}:${fields[19]}`;
    }
    const ps = spawnSync('ps', ['-p', String(pid), '-o', 'lstart='], { encoding: 'utf8' });
    return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds (a process may run several servers, on different data directories). */
const heldHere = new Set<string>();

function runsNode(pid: number): boolean {
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // the system does not say: assume it may be the server
  }
}

/**
 * The live holder of the lock, or null when there is none. Stale, so none: a file whose process is gone
 * (crash, kill -9), whose pid is this very process without this process holding it (a restarted
 * container reuses pids), or whose pid now belongs to another process (its start differs from the one recorded).
 */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const file = lockPath(dataDir);
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    if (typeof info.pid !== 'number' || !isAlive(info.pid)) return null;
    if (info.pid === process.pid) return heldHere.has(path.resolve(file)) ? info : null;
    if (info.process) return processIdentity(info.pid) === info.process ? info : null;
    // Written by a version that did not record who held it: only a Node process can be that server.
    return runsNode(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export type DataDirLock = {
  update(info: Partial<LockInfo>): void;
  release(): void;
  /** The lock a crashed server left, when this one replaced it, said in one line; else null. */
  staleNote: string | null;
};

export function acquireLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  let info: LockInfo = { pid: process.pid, url: null, startedAt: new Date().toISOString(), process: processIdentity(process.pid) };
  let staleNote: string | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      heldHere.add(path.resolve(file));
      let released = false;
      return {
        staleNote,
        update(next) {
          info = { ...info, ...next };
          if (!released) writeFileSync(file, JSON.stringify(info));
        },
        release() {
          if (released) return;
          released = true;
          rmSync(secretPath(dataDir), { force: true });
          rmSync(file, { force: true });
          heldHere.delete(path.resolve(file));
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder) throw new DataDirLockedError(dataDir, holder);
      staleNote = staleLockNote(file);
      rmSync(file, { force: true }); // stale: its process is gone (crash or kill -9) or the pid was reused
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function staleLockNote(file: string): string {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    const now = info.pid === process.pid ? 'is now this server' : isAlive(info.pid) ? 'now belongs to another program' : 'is gone';
    return `replaced the lock of a server that did not stop cleanly (pid ${info.pid}, which ${now})`;
  } catch {
    return 'replaced an unreadable lock file';
  }
}

/**
 * While a server holds the directory it owns the cluster, so the CLI goes through it: the server
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
