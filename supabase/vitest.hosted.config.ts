import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The backend as on a hosted Supabase project created today: the policy matrix, the grants and the
// server contract on PostgreSQL prepared with hosted's defaults (supabase/tests/hostedPlatform.ts:
// no default privileges for the API roles), so every table access comes from our migrations.
// Needs PostgreSQL (TEST_DATABASE_URL, found or started by `pnpm test`); without it, nothing runs.
const fromServer = (name: string) => fileURLToPath(new URL(`../packages/server/node_modules/${name}`, import.meta.url));
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@supabase/supabase-js': fromServer('@supabase/supabase-js') } },
  test: {
    name: 'hosted',
    environment: 'node',
    include: hasPostgres
      ? ['supabase/tests/policies.*.test.ts', 'supabase/tests/grants.test.ts', 'packages/server/test/contract.test.ts']
      : [],
    passWithNoTests: true,
    env: { ACADEMY_TEST_ENGINES: 'hosted' },
    // Forks: the harness changes the working directory; the server loads functions through Node's hooks.
    pool: 'forks',
    silent: 'passed-only',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
