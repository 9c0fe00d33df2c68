import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import { workspaceSource } from '../scripts/vite/workspaceSource.ts';
import { claimDependencyCache } from './dependencyCache.ts';

// The config is read more than once per run: the folder chosen first is kept in the environment for the rest.
const cacheDir = (process.env.ACADEMY_SB_CACHE_DIR ??= claimDependencyCache(join(import.meta.dirname, '..')));

/** Lets the browser-side setup ask whether a story already has a committed screenshot baseline. */
const hasFile: BrowserCommand<[relativePath: string]> = (context, relativePath) =>
  existsSync(join(dirname(context.testPath), relativePath));

// Every story is a test: it renders, runs its play function, passes axe, and matches its screenshots.
export default defineConfig({
  root: `${import.meta.dirname}/..`,
  publicDir: `${import.meta.dirname}/../public`,
  // Let Vite's dependency scan see every story and the preview up front, so it pre-bundles everything before the
  // first test instead of re-optimising mid-run (which reloads the browser and fails tests on a clean machine).
  optimizeDeps: {
    entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx', '.storybook/vitest.setup.ts'],
    include: [
      'axe-core',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'msw',
      'msw/browser',
      'msw-storybook-addon/preview',
      'storybook/test',
    ],
  },
  plugins: [
    storybookTest({ configDir: import.meta.dirname }),
    // vanilla-extract's compiler reads the plugins of this file, not the ones main.ts's viteFinal adds: without this,
    // a `.css.ts` importing `@academy/ui` needs a built package (workspaceStyles() in workspaceSource.ts).
    workspaceSource(),
    // The pre-bundle cache of this checkout, or a private one while another run holds it (dependencyCache.ts).
    // A plugin, because the Storybook plugin sets its own shared cacheDir; globalSetup gives it back at the end.
    { name: 'academy:private-dependency-cache', enforce: 'post', config: () => ({ cacheDir }) },
  ],
  test: {
    name: 'storybook',
    // Without it the addon turns writing off and screenshot baselines cannot be saved.
    api: { allowWrite: true },
    setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
    globalSetup: [`${import.meta.dirname}/vitest.global-setup.ts`],
    testTimeout: 30_000,
    // The setup reads it with inject('ci'): in CI a story without a committed baseline fails.
    provide: { ci: Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        // Components honour prefers-reduced-motion, so spinners and transitions hold still and screenshots are stable.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      commands: { hasFile },
      viewport: { width: 1280, height: 800 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // pixelmatch's default threshold (0.1) lets a pixel's colour move by about 0.1 of the largest possible
          // perceptual (YIQ) distance: the primary token going from #4338ca to #4f46e5 is 0.059 and passed every
          // story. At 0.02 that change fails; unchanged code on this machine renders identically (0 pixels differ).
          // No pixel may differ (anti-aliased edges pixelmatch recognises are still ignored).
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
        },
      },
    },
  },
});
