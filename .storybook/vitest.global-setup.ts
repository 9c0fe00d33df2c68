import { rm } from 'node:fs/promises';

/** Removes this run's private dependency cache (see cacheDir in vitest.config.ts). */
export default function setup() {
  return async () => {
    const dir = process.env.ACADEMY_SB_CACHE_DIR;
    if (dir?.includes('academy-storybook-vitest-')) await rm(dir, { recursive: true, force: true });
  };
}
