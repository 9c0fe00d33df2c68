import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The embedded server, started for real (in-process or as a child process) on free 127.0.0.1 ports
// (port 0, or freePort() for a child process). Forks, not threads: lite reads migrations from the working directory and
// functions load through Node's own module hooks, both per-process.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // One throwaway embedded PostgreSQL for the run (no PostgreSQL server needed on the machine).
    globalSetup: [fileURLToPath(new URL('../../scripts/vitestCluster.ts', import.meta.url))],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
