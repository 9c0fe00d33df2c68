// The smallest initial JavaScript the front-end stack allows (gzip), measured by bundling each library piece the
// first paint of /signin or /landing needs, alone, the way the app build does (vite, minified, production).
// Context for issue 5's 90 KB budget: what is left for the app once the runtime, the router and the accessible
// primitives DESIGN.md prescribes are in. Libraries are resolved from packages/features, so the numbers follow the lockfile.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
// packages/features depends on every library measured here (the app reaches them through it).
const appDir = path.join(repo, 'packages', 'features');
const { build } = await import(pathToFileURL(createRequire(path.join(appDir, 'package.json')).resolve('vite')).href);
const BUDGET_KB = 90;

// Each piece keeps what it imports alive through `globalThis`, so tree-shaking keeps exactly that.
const pieces = [
  {
    name: 'react + react-dom/client',
    code: `import { createRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; import { useState, useEffect } from 'react'; globalThis.k = [createRoot, jsx, useState, useEffect];`,
    runtime: true,
  },
  {
    // What packages/app/src/main.tsx uses since issue 5's second pass.
    name: 'react-router declarative (BrowserRouter + useRoutes + matchRoutes + hooks)',
    code: `import { BrowserRouter, useRoutes, matchRoutes, Outlet, useLocation, useNavigate, useHref } from 'react-router'; globalThis.k = [BrowserRouter, useRoutes, matchRoutes, Outlet, useLocation, useNavigate, useHref];`,
  },
  {
    // What it used before: route loaders and lazy routes the app never needed beyond code splitting.
    name: 'react-router data router (createBrowserRouter + RouterProvider + hooks)',
    code: `import { createBrowserRouter, Outlet, useLocation, useNavigate, useHref } from 'react-router'; import { RouterProvider } from 'react-router/dom'; globalThis.k = [createBrowserRouter, RouterProvider, Outlet, useLocation, useNavigate, useHref];`,
    alternative: true,
  },
  {
    name: 'react-aria-components: Button, Link, TextField, Input, Label, FieldError, Text',
    code: `import { Button, Link, TextField, Input, Label, FieldError, Text } from 'react-aria-components'; globalThis.k = [Button, Link, TextField, Input, Label, FieldError, Text];`,
  },
  {
    name: 'react-aria-components: Select + ListBox + Popover (language switch)',
    code: `import { Select, SelectValue, ListBox, ListBoxItem, Popover, Button } from 'react-aria-components'; globalThis.k = [Select, SelectValue, ListBox, ListBoxItem, Popover, Button];`,
    alternative: true,
  },
  {
    name: '@supabase/supabase-js createClient (after paint since issue 5)',
    code: `import { createClient } from '@supabase/supabase-js'; globalThis.k = [createClient];`,
    alternative: true,
  },
];

/** gzip bytes of `code` bundled alone; `external` leaves out what another piece already counts. */
async function gzipOf(code, external) {
  const id = '\0floor-entry';
  const output = await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'floor-entry',
        resolveId: (source) => (source === 'floor-entry' ? id : null),
        load: (loaded) => (loaded === id ? code : null),
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'floor-entry', external, output: { format: 'es' } } },
  });
  const bundles = Array.isArray(output) ? output : [output];
  const chunks = bundles.flatMap((bundle) => bundle.output).filter((item) => item.type === 'chunk');
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const reactExternal = (source) => /^(react|react-dom|scheduler)(\/|$)/.test(source);
const rows = [];
const sizes = [];
for (const piece of pieces) {
  const bytes = await gzipOf(piece.code, piece.runtime ? [] : reactExternal);
  sizes.push(bytes);
  rows.push({ piece: piece.name, 'KB gzip': (bytes / 1024).toFixed(1), 'in floor': piece.alternative ? '' : 'yes' });
}
console.table(rows);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const floor = sizes.filter((_, index) => !pieces[index].alternative).reduce((sum, bytes) => sum + bytes, 0);
// The same floor with the data router the app used before.
const dataRouterFloor = floor - sizes[1] + sizes[2];
console.log(
  `floor (runtime + declarative router + form primitives): ${kb(floor)} KB gzip of the ${BUDGET_KB} KB budget, before any app code, styles or messages`,
);
console.log(`the same with the data router instead: ${kb(dataRouterFloor)} KB gzip`);
