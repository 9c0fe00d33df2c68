// Vite's pre-bundle of the stories' dependencies takes 30-50 s to build, so one story file after an edit waited that
// long when every run built its own. The bundle is now kept per checkout (.tmp/storybook-deps; Vite rebuilds it by
// itself when the lockfile or the config changes), and a run holds it with a lock naming its process: two runs at once
// in one checkout must not rewrite each other's bundle ("Failed to fetch dynamically imported module"), so a second
// run while the first is alive takes a private one for itself, removed when it ends. A lock left by a killed run
// (its process gone) is taken over.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRIVATE_PREFIX = 'academy-storybook-vitest-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The cache folder this run uses: the checkout's when free, else a private one. */
export function claimDependencyCache(root: string, pid = process.pid): string {
  const shared = join(root, '.tmp', 'storybook-deps');
  const lock = `${shared}.lock`;
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : NaN;
  if (Number.isInteger(holder) && holder !== pid && alive(holder)) return join(tmpdir(), `${PRIVATE_PREFIX}${pid}`);
  writeFileSync(lock, String(pid));
  return shared;
}

/** At the end of a run: a private cache is removed; the checkout's is kept and its lock given back. */
export function releaseDependencyCache(dir: string, pid = process.pid): void {
  if (dir.includes(PRIVATE_PREFIX)) {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const lock = `${dir}.lock`;
  if (existsSync(lock) && Number(readFileSync(lock, 'utf8')) === pid) rmSync(lock, { force: true });
}
