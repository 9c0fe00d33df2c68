// `pnpm start`: build the app when its build is missing, then run the embedded server in the
// foreground. Ctrl+C / SIGTERM are passed on so the server finishes requests and closes its database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverProcess } from './serverProcess.mjs';

if (!existsSync('packages/app/dist/index.html') || process.argv.includes('--build')) {
  // `@academy/app...`: the app and the workspace packages it builds on, in order (its styles load @academy/ui's
  // built files while the app's build evaluates them; a fresh clone has none yet).
  const b = spawnSync('pnpm', ['--filter', '@academy/app...', 'run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const how = serverProcess();
const server = spawn(how.command, how.args, { stdio: 'inherit', env: how.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
