// `pnpm start`: build the app when its build is missing, then run the embedded server in the
// foreground. Ctrl+C / SIGTERM are passed on so the server finishes requests and closes its database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('packages/app/dist/index.html') || process.argv.includes('--build')) {
  const b = spawnSync('pnpm', ['--filter', '@academy/app', 'run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = spawn(process.execPath, ['packages/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
