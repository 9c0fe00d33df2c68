// The app as `pnpm start` serves it, for the benches that drive a browser (lighthouse, repeat-visits): the embedded
// server with the seeded demo academy on a free loopback port, its own data directory under .tmp (removed at stop),
// and the app build (built here when missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Builds the app when its build is missing, starts the server and waits for /health. */
export async function startAppServer(label) {
  if (!existsSync(path.join(repo, 'packages', 'app', 'dist', 'index.html'))) {
    const built = spawnSync('npx', ['-y', 'pnpm@10.34.8', '--filter', '@academy/app...', 'run', 'build'], { stdio: 'inherit', cwd: repo });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const dataDir = path.join(repo, '.tmp', `${label}-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(repo, 'packages', 'server', 'src', 'main.ts')], {
    cwd: repo,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill('SIGTERM'))));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error('the server exited during start-up');
      if (attempt >= 600) throw new Error('the server did not start within 150 s');
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  /** A new student account (the CLI, through the running server). */
  function createMember() {
    const account = { email: `${label}.${Date.now().toString(36)}@example.test`, password: 'Academy2025-lh' };
    const created = spawnSync(
      process.execPath,
      [
        path.join(repo, 'packages', 'server', 'src', 'cli.ts'),
        'create-user',
        '--email',
        account.email,
        '--password',
        account.password,
        '--role',
        'student',
      ],
      { cwd: repo, env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`create-user failed: ${created.stderr || created.stdout}`);
    return account;
  }

  return { base, dataDir, stop, createMember };
}
