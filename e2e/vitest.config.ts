import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Journeys in real Chromium against the real server serving the production build (packages/app/dist,
// built by `pnpm test` before the tests). One file at a time: each starts its own server and browser.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Fails a journey on an uncaught browser error or a failed request it did not announce.
    setupFiles: ['./support/setup.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    // One throwaway embedded PostgreSQL for the run (no PostgreSQL server needed on the machine).
    globalSetup: [fileURLToPath(new URL('../scripts/vitestCluster.ts', import.meta.url))],
    testTimeout: 60_000,
    // expect.poll's default 1 s is shorter than a screen's first load on a busy shared machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
