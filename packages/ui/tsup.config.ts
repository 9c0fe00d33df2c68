import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform } from 'esbuild';

/**
 * One entry per component folder that has an `index.ts` (Button, Sidebar, ...), plus the theme (its CSS: tokens and
 * base styles), the icons and the whole-package index. Each becomes `dist/<Name>.js`, `dist/<Name>.d.ts` (scripts/declarations.ts) and `dist/<Name>.css`, so a consumer can
 * import `@academy/ui/Countdown` (or `{ Countdown } from '@academy/ui'`, whose index only re-exports shared chunks)
 * without any other component's code, and take `@academy/ui/Countdown.css` instead of the whole stylesheet.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src/components', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/components/${entry.name}/index.ts`))
    .map((entry) => [entry.name, `src/components/${entry.name}/index.ts`]),
);

export const entries: Record<string, string> = {
  index: 'src/index.ts',
  theme: 'src/theme/entry.ts',
  icons: 'src/icons/index.ts',
  ...componentEntries,
};

/** vanilla-extract marks each module's CSS with a comment naming it (and carrying its source); used to dedupe. */
const moduleMarker = /(?=\/\* vanilla-extract-css-ns:)/;
const moduleIdOf = (block: string) => /^\/\* vanilla-extract-css-ns:([^?]+)/.exec(block)?.[1] ?? block;

/** Concatenates stylesheets, each vanilla-extract module once, in first-seen order. */
function mergeModules(sheets: string[]): string {
  const seen = new Set<string>();
  let merged = '';
  for (const sheet of sheets) {
    for (const block of sheet.split(moduleMarker)) {
      const id = moduleIdOf(block);
      if (seen.has(id)) continue;
      seen.add(id);
      merged += block;
    }
  }
  return merged;
}

/** Drops every comment (the module markers alone carry about 33 KB of base64 source); keeps the rules readable. */
async function withoutComments(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', legalComments: 'none' })).code;
}

export default defineConfig({
  entry: entries,
  format: ['esm'],
  target: 'es2022',
  // Declarations come from tsc afterwards (scripts/declarations.ts): bundling them per entry ran out of memory.
  dts: false,
  clean: true,
  sourcemap: false,
  // Shared code goes into chunks imported by every entry that needs it; each chunk holds what one set of entries
  // shares, so in practice one component's code per chunk and nothing a consumer did not import.
  splitting: true,
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', '@radix-ui/react-primitive', 'clsx'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  /**
   * esbuild writes each entry's CSS (everything it imports) beside it, and gives the lazily imported phone drawer a
   * stylesheet of its own that no module imports. Fold the drawer's into the Sidebar's and the whole package's,
   * name the whole one `styles.css` (the entry's own `index.css` name is an esbuild detail), strip the comments.
   */
  async onSuccess() {
    const files = await readdir('dist');
    const lazyChunks = files.filter((file) => file.endsWith('.css') && /-[A-Z0-9]{8}\.css$/.test(file));
    const lazyCss = await Promise.all(lazyChunks.map((file) => readFile(`dist/${file}`, 'utf8')));
    for (const file of files.filter((name) => name.endsWith('.css') && !lazyChunks.includes(name))) {
      const name = file.slice(0, -'.css'.length);
      const own = await readFile(`dist/${file}`, 'utf8');
      const folded = name === 'index' || name === 'Sidebar' ? mergeModules([own, ...lazyCss]) : own;
      await writeFile(`dist/${name === 'index' ? 'styles' : name}.css`, await withoutComments(folded));
      if (name === 'index') await rm('dist/index.css');
    }
    for (const file of lazyChunks) await rm(`dist/${file}`);
    // Every entry answers `@academy/ui/<Name>.css`, even one without styles of its own (VisuallyHidden), so a
    // consumer can import a component's script and stylesheet as a pair without knowing which has none.
    for (const name of Object.keys(entries).filter((entry) => entry !== 'index')) {
      if (!existsSync(`dist/${name}.css`)) await writeFile(`dist/${name}.css`, '');
    }
  },
});
