import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Journeys in real Chromium against the real server serving the production build (packages/app/dist,
// built by `pnpm test` before the tests). Two files at a time: each starts its own server (on port 0), its own fresh
// database and its own browser, so files share nothing but the machine. Two, for a 2-core machine (measured in
// docs/TESTING.md: a journey file is about 1.2 times slower beside another, the project's wall time about 1.6 times
// shorter); E2E_WORKERS=<n> asks for another number.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Fails a journey on an uncaught browser error or a failed request it did not announce.
    setupFiles: ['./support/setup.ts'],
    exclude: ['**/node_modules/**'],
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    // After the other projects (as the one-at-a-time journeys ran before): a group of its own, since its worker count
    // differs from theirs (vitest runs projects with different maxWorkers in different groups).
    sequence: { groupOrder: 1 },
    // One throwaway embedded PostgreSQL for the run (no PostgreSQL server needed on the machine).
    globalSetup: [fileURLToPath(new URL('../scripts/vitestCluster.ts', import.meta.url))],
    testTimeout: 60_000,
    // expect.poll's default 1 s is shorter than a screen's first load on a busy shared machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
