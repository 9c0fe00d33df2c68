// Bundles "import { A, B } from '@academy/ui'" against the built package the way an app bundler would
// (ESM, minified, tree-shaken, peer dependencies external) and reports the size. Used by bench/ui-bundle.mjs
// and by the tree-shaking test.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const packageDir = join(import.meta.dirname, '..');
// esbuild comes with tsup (a workspace devDependency); resolve it from there rather than adding a dependency.
const requireFromTsup = createRequire(createRequire(join(packageDir, 'package.json')).resolve('tsup/package.json'));
// Only the part of esbuild's API used here (its types are not a dependency of this package).
type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }> };
const esbuild = requireFromTsup('esbuild') as Esbuild;

export const peerExternals = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-aria-components',
  '@radix-ui/react-primitive',
  'clsx',
  '@vanilla-extract/css',
];

export type ImportSize = { names: string[]; bytes: number; gzipBytes: number; code: string };

export async function measureImport(names: string[], entry = join(packageDir, 'dist', 'index.js')): Promise<ImportSize> {
  const result = await esbuild.build({
    stdin: { contents: `export { ${names.join(', ')} } from ${JSON.stringify(entry)};`, resolveDir: dirname(entry), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    treeShaking: true,
    write: false,
    external: peerExternals,
    logLevel: 'silent',
  });
  // esbuild keeps every import statement of an external module (it cannot know they are side-effect free);
  // they are not our code and an app bundler resolves them, so sizes count the package's own code only.
  const code = (result.outputFiles[0]?.text ?? '').replace(/import\s*(?:[\w$]+|\{[^}]*\})\s*from\s*"[^"]+";/g, '');
  return { names, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length, code };
}
