import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Schema and policy tests: every file runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
// Forks (not threads): the harness changes the working directory to the repository root,
// where @supabase/lite looks for supabase/migrations.
// `supabase/` is not a workspace package: its bare imports resolve to the server package's copies.
const fromServer = (name: string) => fileURLToPath(new URL(`../packages/server/node_modules/${name}`, import.meta.url));

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@supabase/supabase-js': fromServer('@supabase/supabase-js'),
      'sanitize-html': fromServer('sanitize-html'),
      postgres: fromServer('postgres'),
    },
  },
  test: {
    name: 'db',
    environment: 'node',
    // newsletter-send's own tests live beside the function.
    include: ['tests/**/*.test.ts', 'functions/newsletter-send/**/*.test.ts'],
    pool: 'forks',
    // One throwaway embedded PostgreSQL for the run (no PostgreSQL server needed on the machine).
    globalSetup: [fileURLToPath(new URL('../scripts/vitestCluster.ts', import.meta.url))],
    // lite logs every refused statement to the console; show logs only for failing tests.
    silent: 'passed-only',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
