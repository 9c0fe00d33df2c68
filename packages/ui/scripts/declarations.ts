// Second half of `pnpm --filter @academy/ui build` (after tsup): the type declarations.
// tsc writes one .d.ts per source file under dist/types (fast and light, where bundling declarations per entry ran
// out of memory); the sources import each other with `.ts`/`.tsx` extensions, which a consumer's TypeScript does not
// map to `.d.ts`, so specifiers are rewritten to `.js`. Then every JavaScript entry (dist/<Name>.js) gets its
// dist/<Name>.d.ts, re-exporting that entry's declarations.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { entries } from '../tsup.config.ts';

const packageDir = join(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');
const tsc = join(packageDir, '..', '..', 'node_modules', '.bin', 'tsc');

const emitted = spawnSync(tsc, ['-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });
if (emitted.status !== 0) process.exit(emitted.status ?? 1);

const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g;

function* declarationFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

for (const file of declarationFiles(join(dist, 'types'))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(
    relativeSpecifier,
    (_all, lead: string, quote: string, path: string) => `${lead}${quote}${path}.js${quote}`,
  );
  if (rewritten !== text) writeFileSync(file, rewritten);
}

for (const [name, source] of Object.entries(entries)) {
  const target = relative('src', source).replace(/\.tsx?$/, '.js');
  writeFileSync(join(dist, `${name}.d.ts`), `export * from './types/${target}';\n`);
}
