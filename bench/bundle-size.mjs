// Initial JavaScript per route, gzip: what the browser must download before a route can render
// (the entry chunk, the route's lazy chunk, and every chunk either imports statically).
// Reads packages/app/dist/.vite/manifest.json (run `pnpm --filter @academy/app build` first, or pass --build).
// Issue 5's 90 KB budget is withdrawn (issue 15: the stack's own floor is 93.6 KB, bench/bundle-floor.mjs); what is
// watched now is the paint (bench/lighthouse.mjs) and that no route's initial JS grows.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const appDir = path.join(repo, 'packages', 'app');
const dist = path.join(appDir, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  const vite = path.join(repo, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build'], { stdio: 'inherit', cwd: appDir });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Every JS file loaded up front for these manifest entries: their chunks plus static imports, transitively. */
function staticClosure(keys) {
  const files = new Set();
  const stack = [...keys];
  const seen = new Set();
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The route table: one line per route, `path: '/x', ...page(() => import('module')...`.
const routesSource = readFileSync(path.join(appDir, 'src', 'routes.tsx'), 'utf8');
const routeModules = [...routesSource.matchAll(/path:\s*'([^']+)'[^\n]*?import\('([^']+)'\)([^\n]*)/g)].map(
  ([, route, specifier, rest]) => ({
    route,
    specifier,
    // Other routes' downloads await the backend client (supabase-js) before the screen renders: it counts for them.
    needsBackend: !rest.includes('paintsWithoutBackend'),
  }),
);

function manifestKeyFor(specifier) {
  // Manifest keys are relative to packages/app: '@academy/features/auth/X.tsx' is '../features/src/auth/X.tsx'.
  const key = specifier.startsWith('@academy/') ? specifier.replace(/^@academy\/(\w+)\//, '../$1/src/') : path.posix.join('src', specifier);
  return manifest[key] ? key : undefined;
}

// Screens of the `shellRoutes` block render inside the lazily loaded app shell (`lazyRoute(() => import('./layout/AppLayout.tsx')...)`):
// the browser needs that chunk too before they can paint, so it counts towards their initial JavaScript.
const shellBlock = routesSource.match(/const shellRoutes[\s\S]*?\n\];/)?.[0] ?? '';
const shellPaths = new Set([...shellBlock.matchAll(/path:\s*'([^']+)'/g)].map(([, route]) => route));
const layoutSpecifier = routesSource.match(/lazyRoute\(\(\)\s*=>\s*import\('([^']+AppLayout[^']*)'\)/)?.[1];
const layoutKey = layoutSpecifier ? manifestKeyFor(layoutSpecifier) : undefined;
if (!layoutKey) console.log('warning: the AppLayout route chunk was not found: shell routes are counted without the shell');

// main.tsx awaits the messages before the first render, in Creole (the default) here: a prerendered page's parts of
// them (its data-messages, issue 34.2), any other route the whole locale (one chunk per locale).
const localeKey = manifest['virtual:academy-catalog/ht'] ? 'virtual:academy-catalog/ht' : undefined;
const prerendered = existsSync(path.join(dist, 'prerender.json'))
  ? JSON.parse(readFileSync(path.join(dist, 'prerender.json'), 'utf8'))
  : {};
function messageKeys(route) {
  const page = prerendered.pages?.[route]?.ht;
  const parts = page ? readFileSync(path.join(dist, page), 'utf8').match(/<div id="root"[^>]* data-messages="([^"]*)"/)?.[1] : undefined;
  if (parts === undefined) return localeKey ? [localeKey] : [];
  return parts
    .split(' ')
    .filter(Boolean)
    .map((part) => `virtual:academy-catalog/ht/${part}`);
}

// The module backendClient() imports on first use (supabase-js and the client options).
const backendKey = Object.keys(manifest).find((key) => key.endsWith('backend/createBackendClient.ts'));
if (!backendKey)
  console.log('warning: backend/createBackendClient.ts is not a chunk of its own: supabase-js is counted wherever it is imported');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryFiles = staticClosure([entryKey]);
const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`entry (${entryKey}): ${kb(entryBytes)} KB gzip in ${entryFiles.size} file(s)`);
if (localeKey) console.log(`whole Creole catalogue (${localeKey}): ${kb(gzipSize(manifest[localeKey].file))} KB gzip`);
if (layoutKey) console.log(`shell (${layoutKey}): counted for the ${shellPaths.size} shell routes`);

const rows = [];
for (const { route, specifier, needsBackend } of routeModules) {
  const key = manifestKeyFor(specifier);
  if (!key) {
    rows.push({ route, kb: 'n/a', note: `module ${specifier} not in manifest` });
    continue;
  }
  const files = staticClosure([
    entryKey,
    key,
    ...messageKeys(route),
    ...(layoutKey && shellPaths.has(route) ? [layoutKey] : []),
    ...(backendKey && needsBackend ? [backendKey] : []),
  ]);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const messages = messageKeys(route);
  const messageBytes = messages.reduce((sum, messageKey) => sum + (manifest[messageKey] ? gzipSize(manifest[messageKey].file) : 0), 0);
  rows.push({
    route,
    kb: kb(bytes),
    files: files.size,
    'messages KB': kb(messageBytes),
    'message parts': messages.map((messageKey) => messageKey.replace(/^virtual:academy-catalog\/ht\/?/, '') || 'whole').join(' '),
    backend: needsBackend ? 'before paint' : 'after paint',
  });
}
console.table(rows);
