// `pnpm start`: build the app when its build is missing, then run the embedded server in the
// foreground, started again if it dies (supervise.mjs). Ctrl+C / SIGTERM are passed on so the server finishes
// requests and closes its database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverProcess } from './serverProcess.mjs';
import { supervise } from './supervise.mjs';

if (!existsSync('packages/app/dist/index.html') || process.argv.includes('--build')) {
  // `@academy/app...`: the app and the workspace packages it builds on, in order (its styles load @academy/ui's
  // built files while the app's build evaluates them; a fresh clone has none yet).
  const b = spawnSync('pnpm', ['--filter', '@academy/app...', 'run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const how = serverProcess();
const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
supervise({
  start: () => spawn(how.command, how.args, { stdio: 'inherit', env: how.env }),
  // The server is up once its health check answers at all (a 503 while its database is away is an answer too).
  answered: () => fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/health`).then(() => true),
});
