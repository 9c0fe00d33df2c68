// `pnpm journey e2e/<name>.test.ts [-t "test name"]`: one journey, run again after every change to the app's sources,
// without a full build each time (the full build is about 40 s on two cores). Vite keeps the client and the
// prerender renderer built in watch mode (a rebuild reuses the module graph), the prerender writes the pages again,
// and vitest, also in watch mode (its embedded PostgreSQL and Chromium kept), reruns the journey on the new build.
// A change to the journey file itself reruns it at once. Ctrl+C stops everything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startVitest } from 'vitest/node';
import { ensureChromium } from './env.mjs';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const app = path.join(repo, 'packages', 'app');
const args = process.argv.slice(2);
const file = args.find((arg) => arg.endsWith('.test.ts'));
const nameIndex = args.indexOf('-t');
const testNamePattern = nameIndex >= 0 ? args[nameIndex + 1] : undefined;
if (!file) {
  console.error('usage: pnpm journey e2e/<name>.test.ts [-t "part of a test name"]');
  process.exit(2);
}
process.env.CHROMIUM_PATH = ensureChromium();

const say = (text) => console.log(`[journey] ${text}`);

// Each build says when it starts and ends; the journey runs once both are done and stay done for a moment (a change
// to a module only one of them reads starts only that one).
const building = new Set();
let started = Date.now();
let settle;
let vitest;
let running = Promise.resolve();

async function watchBuild(name, options) {
  const watcher = await build({ ...options, build: { ...options.build, watch: {} } });
  watcher.on('event', (event) => {
    if (event.code === 'START') {
      if (building.size === 0 && !settle) started = Date.now();
      building.add(name);
      clearTimeout(settle);
      settle = undefined;
    }
    if (event.code === 'ERROR') say(`${name} build failed: ${event.error?.message ?? event.error}`);
    if (event.code === 'END') {
      building.delete(name);
      if (building.size === 0)
        settle = setTimeout(() => {
          settle = undefined;
          running = running.then(afterBuild);
        }, 300);
    }
    event.result?.close?.();
  });
  return watcher;
}

async function afterBuild() {
  const prerender = spawnSync(process.execPath, ['scripts/prerender.ts'], { cwd: app, stdio: 'inherit' });
  if (prerender.status !== 0) return say('the prerender failed; fix the source and save again');
  say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!vitest) {
    vitest = await startVitest('test', [file], { project: ['e2e'], watch: true, testNamePattern });
    return;
  }
  await vitest.rerunFiles([path.resolve(repo, file)]);
  say(`journey done ${((Date.now() - started) / 1000).toFixed(1)} s after the change`);
}

const common = { root: app, configFile: path.join(app, 'vite.config.ts'), logLevel: 'warn', clearScreen: false };
const watchers = await Promise.all([
  watchBuild('client', { ...common, build: {} }),
  watchBuild('renderer', { ...common, build: { ssr: 'src/prerender/render.tsx', outDir: '.prerender' } }),
]);
process.on('SIGINT', async () => {
  await Promise.all(watchers.map((watcher) => watcher.close()));
  await vitest?.close();
  process.exit(130);
});
