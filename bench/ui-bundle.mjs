// What each @academy/ui component costs an app: gzip of its script as an app bundler sees it (minified, tree-shaken,
// react and react-aria external) and of its own stylesheet. Shows that importing Countdown does not pull the Sidebar.
// Usage: node bench/ui-bundle.mjs [--build]   (builds packages/ui first when dist is missing or --build is given)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureImport } from '../packages/ui/scripts/measureImport.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const uiDir = path.join(repo, 'packages', 'ui');
const dist = path.join(uiDir, 'dist', 'index.js');

if (process.argv.includes('--build') || !existsSync(dist)) {
  const built = spawnSync('pnpm', ['run', 'build'], { stdio: 'inherit', cwd: uiDir });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Each component entry of the package (dist/<Name>.js): what importing it costs an app, script and stylesheet.
const components = readdirSync(path.join(uiDir, 'src', 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(uiDir, 'src', 'components', entry.name, 'index.ts')))
  .map((entry) => entry.name);

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const rows = [];
for (const name of components) {
  const entry = path.join(uiDir, 'dist', `${name}.js`);
  const exported = Object.keys(await import(pathToFileURL(entry).href));
  // Through the root entry, as `import { X } from '@academy/ui'` does: tree-shaking must leave the same code.
  const viaRoot = await measureImport(exported, dist);
  const cssFile = path.join(uiDir, 'dist', `${name}.css`);
  const css = existsSync(cssFile) ? readFileSync(cssFile, 'utf8') : '';
  rows.push({
    component: name,
    'js gzip': kb(viaRoot.gzipBytes),
    'css gzip': kb(gzip(css)),
    'total gzip': kb(viaRoot.gzipBytes + gzip(css)),
    'pulls Sidebar': name !== 'Sidebar' && /sidebar:state|Main navigation/.test(viaRoot.code) ? 'yes' : 'no',
  });
}
const all = await measureImport(['Button', 'Sidebar', 'Toaster', 'Dialog', 'Table'], dist);
const theme = readFileSync(path.join(uiDir, 'dist', 'theme.css'), 'utf8');
const whole = readFileSync(path.join(uiDir, 'dist', 'styles.css'), 'utf8');
console.log('@academy/ui: cost of each component in an app build (own code, minified + gzip; react, react-aria and other peers external)');
console.log('js: `import { ...every export of dist/<Name>.js } from "@academy/ui"`, tree-shaken; css: `@academy/ui/<Name>.css`');
console.table(rows);
console.log(`tokens + base styles (@academy/ui/theme.css, needed once with per-component CSS): ${kb(gzip(theme))} gzip`);
console.log(`several components together (Button, Sidebar, Toaster, Dialog, Table): ${kb(all.gzipBytes)} gzip`);
console.log(
  `whole dist/index.js: ${kb(gzip(readFileSync(dist)))} gzip; whole @academy/ui/styles.css: ${kb(gzip(whole))} gzip (${kb(Buffer.byteLength(whole))} raw, comments ${whole.includes('/*') ? 'present' : 'stripped'})`,
);
