import { defineConfig } from 'vitest/config';

// One entry point for every test in the workspace. Each area owns its own project config;
// the glob picks up whichever exist so an area can be added without touching this file.
export default defineConfig({
  test: {
    projects: [
      'supabase/vitest.config.ts',
      'supabase/vitest.hosted.config.ts',
      'supabase/functions/vitest.config.ts',
      'packages/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
