// Prepares the machine for testing Academy: a browser for browser tests and, when one is installed, a
// PostgreSQL server as the second engine (the first, the embedded PostgreSQL, needs nothing on the machine). Every step is idempotent and says what it did.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function log(message) {
  process.stderr.write(`[academy] ${message}\n`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium not found at ${CHROMIUM}; install Debian's "chromium" package or set CHROMIUM_PATH.`);
  log('installing Debian chromium (first run only)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-liberation'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return CHROMIUM;
}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Returns a URL for the local PostgreSQL server, starting the cluster if it is installed but down; null if none. */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await portOpen(5432)) return url;
  if (existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      log(`starting PostgreSQL ${version}…`);
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    for (let i = 0; i < 20; i++) {
      if (await portOpen(5432)) return url;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  log(
    'no PostgreSQL server reachable on 127.0.0.1:5432: the tests on a PostgreSQL server are skipped (and counted as skipped); the embedded PostgreSQL tests run',
  );
  return null;
}
