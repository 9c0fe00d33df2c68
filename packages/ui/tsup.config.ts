import { rename } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// The publishable build: ESM (one module per source file, so consumers tree-shake per component),
// declarations, and every stylesheet gathered into one dist/styles.css.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: false,
  splitting: true,
  treeshake: false,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    '@radix-ui/react-primitive',
    'clsx',
    '@vanilla-extract/css',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild names the gathered CSS after the entry; the exports map promises `@academy/ui/styles.css`.
  async onSuccess() {
    await rename('dist/index.css', 'dist/styles.css');
  },
});
