// How `pnpm start` runs the server process, shared with the benchmarks so they measure the same thing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The command line and environment of the server process (`node packages/server/src/main.ts`). */
export function serverProcess(env = process.env) {
  return {
    command: process.execPath,
    args: [path.join(repo, 'packages', 'server', 'src', 'main.ts')],
    // V8's compiled code of the server's modules is kept between starts: the start is mostly loading them.
    env: { NODE_COMPILE_CACHE: path.join(repo, 'node_modules', '.cache', 'academy-node-compile'), ...env },
  };
}
