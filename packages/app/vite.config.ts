import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workspaceStyles } from '../../scripts/vite/workspaceSource.ts';
import type * as CatalogModule from '../features/src/i18n/catalog.ts';

// The dev server forwards every backend path to an embedded server (`pnpm start`), so the app talks to one origin
// in development exactly as in production, where the server serves the built files itself.
const api = process.env.ACADEMY_API ?? 'http://127.0.0.1:8080';
const backendPaths = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/config.json', '/_mailbox', '/_checkout'];

// `pnpm dev:mock` (VITE_ACADEMY_MOCK=1): no backend at all; MSW in the browser answers (src/devMock.ts).
const mocking = process.env.VITE_ACADEMY_MOCK === '1';
const mswWorkerScript = fileURLToPath(new URL('../../public/mockServiceWorker.js', import.meta.url));

/** Serves MSW's worker script at the site root (its scope must cover the whole app) while mocking. */
function devMockWorker(): Plugin {
  return {
    name: 'academy-dev-mock-worker',
    apply: 'serve',
    configureServer(server) {
      if (!mocking) return;
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(mswWorkerScript));
      });
    },
  };
}

const i18nDir = fileURLToPath(new URL('../features/src/i18n/', import.meta.url));
const virtualCatalog = 'virtual:academy-catalog/';

/**
 * Build only: the messages in chunks per locale and part instead of every language in the entry (issues 5 and 34.2).
 * I18nProvider's `./catalog.ts` becomes `catalogByLocale.ts`; `virtual:academy-catalog/parts` is the loader of each
 * `virtual:academy-catalog/<locale>` module (a locale's messages) and `virtual:academy-catalog/<locale>/<part>` module
 * (a part of them: a domain of catalog.ts's registrations, see parts.ts),
 * read from catalog.ts by Node (type stripping). Dev, tests and Storybook keep the static catalog.
 */
function localeCatalogs(): Plugin {
  const catalogModule = () => import(pathToFileURL(`${i18nDir}catalog.ts`).href) as Promise<typeof CatalogModule>;
  return {
    name: 'academy-locale-catalogs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(virtualCatalog)) return `\0${source}`;
      if (source === './catalog.ts' && importer && fileURLToPath(pathToFileURL(importer)) === `${i18nDir}I18nProvider.tsx`) {
        return `${i18nDir}catalogByLocale.ts`;
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(`\0${virtualCatalog}`)) return null;
      const catalogs = await catalogModule();
      const name = id.slice(virtualCatalog.length + 1);
      if (name === 'parts') {
        const loaders = (locale: string) =>
          `{${catalogs.catalogPartNames.map((part) => `${JSON.stringify(part)}: () => import('${virtualCatalog}${locale}/${part}')`).join(', ')}}`;
        const entries = ['ht', 'pt', 'en'].map(
          (locale) => `${locale}: { whole: () => import('${virtualCatalog}${locale}'), parts: ${loaders(locale)} }`,
        );
        return `export const catalogParts = {${entries.join(', ')}};`;
      }
      const [locale, part] = name.split('/') as ['ht' | 'pt' | 'en', string | undefined];
      return `export default ${JSON.stringify(part ? catalogs.partCatalog(locale, part) : catalogs.buildCatalog(locale))};`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...workspaceStyles(), devMockWorker(), localeCatalogs(), react()],
  server: {
    host: '127.0.0.1',
    proxy: mocking ? {} : Object.fromEntries(backendPaths.map((path) => [path, { target: api, changeOrigin: true }])),
  },
  // The prerender's server build (scripts/prerender.ts) bundles everything, so it runs from packages/app/.prerender
  // without resolving the features' own dependencies, with the same module transforms as the browser build.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.mjs reads the manifest to add up each route's initial JavaScript.
    manifest: true,
    // Per-route chunks come from the lazy routes; this only keeps the size warning meaningful for them.
    chunkSizeWarningLimit: 300,
    // One stylesheet for the whole app (about 10 KB gzip, cached across pages): a prerendered page then waits for one
    // render-blocking request instead of one per chunk (seven on /landing), and later screens bring no CSS of their own.
    cssCodeSplit: false,
  },
});
