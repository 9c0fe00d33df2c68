import { fileURLToPath } from 'node:url';
import { defineProject, type Plugin } from 'vitest/config';

// Payment functions: handlers, the Stripe path against a local stand-in, the offline test checkout.
// The functions' bare imports ("stripe", "@supabase/supabase-js", "jose") are resolved against
// @academy/server's dependencies, as the embedded server does at run time (deno.json in Deno).
const serverPackage = fileURLToPath(new URL('../../packages/server/package.json', import.meta.url));
const functionsDir = fileURLToPath(new URL('.', import.meta.url));

function functionImports(): Plugin {
  return {
    name: 'academy-function-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(functionsDir) || source.startsWith('.') || source.startsWith('/') || source.startsWith('node:'))
        return null;
      return this.resolve(source, serverPackage, { ...options, skipSelf: true });
    },
  };
}

export default defineProject({
  root: functionsDir,
  plugins: [functionImports()],
  test: {
    name: 'payments',
    environment: 'node',
    include: ['tests/**/*.test.ts', 'newsletter-{subscribe,confirm,unsubscribe}/**/*.test.ts', 'notify-{mail,unsubscribe}/**/*.test.ts'],
    testTimeout: 30_000,
    // One throwaway embedded PostgreSQL for the run (no PostgreSQL server needed on the machine).
    globalSetup: [fileURLToPath(new URL('../../scripts/vitestCluster.ts', import.meta.url))],
    hookTimeout: 60_000,
  },
});
