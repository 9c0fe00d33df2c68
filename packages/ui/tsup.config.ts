import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // esbuild names the entry's CSS after it, and gives each lazily imported component (the phone drawer) a CSS file
  // of its own that no module imports. The exports map promises one `@academy/ui/styles.css`:
  // gather every vanilla-extract module's CSS into it once, the entry's first.
  async onSuccess() {
    const cssFiles = (await readdir('dist')).filter((file) => file.endsWith('.css') && file !== 'styles.css');
    const ordered = ['index.css', ...cssFiles.filter((file) => file !== 'index.css')];
    const seen = new Set<string>();
    let gathered = '';
    for (const file of ordered) {
      const css = await readFile(`dist/${file}`, 'utf8');
      for (const block of css.split(/(?=\/\* vanilla-extract-css-ns:)/)) {
        const moduleId = /^\/\* vanilla-extract-css-ns:([^?]+)/.exec(block)?.[1] ?? block;
        if (seen.has(moduleId)) continue;
        seen.add(moduleId);
        gathered += block;
      }
      await rm(`dist/${file}`);
    }
    await writeFile('dist/styles.css', gathered);
  },
});
