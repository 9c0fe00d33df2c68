// `pnpm start`: build the app when its build is missing, then run the embedded server in the foreground.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('packages/app/dist/index.html') || process.argv.includes('--build')) {
  const b = spawnSync('pnpm', ['--filter', '@academy/app', 'run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync(process.execPath, ['packages/server/src/main.ts'], { stdio: 'inherit' });
process.exit(r.status ?? 0);
