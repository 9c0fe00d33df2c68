// How `pnpm start` runs the server process, shared with the benchmarks so they measure the same thing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The command line and environment of the server process (`node packages/server/src/main.ts`). */
export function serverProcess(env = process.env) {
  return {
    command: process.execPath,
    // A smaller young generation (V8's default lets it grow to 3 x 16 MB under load): measured
    // with bench/server-bench.mjs, it keeps the whole (server plus PostgreSQL) under 300 MB at peak.
    args: ['--max-semi-space-size=4', path.join(repo, 'packages', 'server', 'src', 'main.ts')],
    // V8's compiled code of the server's modules is kept between starts: the start is mostly loading them.
    env: { NODE_COMPILE_CACHE: path.join(repo, 'node_modules', '.cache', 'academy-node-compile'), ...env },
  };
}
