// gzip size of importing each @academy/ui component from the built package, as an app bundler would see it
// (minified, tree-shaken, react and react-aria external). Shows that importing Button does not pull the Sidebar.
// Usage: node bench/ui-bundle.mjs [--build]   (builds packages/ui first when dist is missing or --build is given)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { measureImport } from '../packages/ui/scripts/measureImport.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const uiDir = path.join(repo, 'packages', 'ui');
const dist = path.join(uiDir, 'dist', 'index.js');

if (process.argv.includes('--build') || !existsSync(dist)) {
  const built = spawnSync(path.join(repo, 'node_modules', '.bin', 'tsup'), [], { stdio: 'inherit', cwd: uiDir });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const imports = [
  ['Button'],
  ['TextField'],
  ['PasswordField'],
  ['Checkbox'],
  ['Switch'],
  ['Select'],
  ['Tabs', 'TabList', 'Tab', 'TabPanel'],
  ['Dialog'],
  ['Menu', 'MenuItem', 'MenuTrigger'],
  ['Tooltip'],
  ['Badge'],
  ['Card'],
  ['ProgressBar'],
  ['Breadcrumb'],
  ['Table'],
  ['Spinner', 'FullPageSpinner'],
  ['Avatar'],
  ['Skeleton'],
  ['EmptyState'],
  ['ErrorState'],
  ['VisuallyHidden'],
  ['Link'],
  ['Sidebar', 'SidebarProvider', 'SidebarTrigger'],
  ['Toaster', 'toast'],
  ['TopBar'],
  ['UserMenu'],
  ['LessonCard'],
  ['VideoDialog'],
  ['CourseProgressCard'],
  ['PlanCard'],
  ['Countdown'],
  ['TopicTable'],
  ['PromptCard'],
  ['ToolCard'],
  ['StatCard'],
];

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = [];
for (const names of imports) {
  try {
    const size = await measureImport(names, dist);
    rows.push({
      import: names.join(', '),
      min: kb(size.bytes),
      gzip: kb(size.gzipBytes),
      'pulls Sidebar': /sidebar:state|Main navigation/.test(size.code) ? 'yes' : 'no',
    });
  } catch {
    rows.push({ import: names.join(', '), min: '-', gzip: '-', 'pulls Sidebar': 'not exported' });
  }
}
const all = await measureImport(['Button', 'Sidebar', 'Toaster', 'Dialog', 'Table'], dist);
console.log('@academy/ui: size of each import from dist/index.js, own code only (react, react-aria and other peers external)');
console.table(rows);
console.log(`several components together (Button, Sidebar, Toaster, Dialog, Table): ${kb(all.gzipBytes)} gzip`);
console.log(
  `whole dist/index.js: ${kb(gzipSync(readFileSync(dist), { level: 9 }).length)} gzip; dist/styles.css: ${kb(gzipSync(readFileSync(path.join(uiDir, 'dist', 'styles.css')), { level: 9 }).length)} gzip`,
);
