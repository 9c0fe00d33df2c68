// The build's server-side entry (vite build --ssr, run by scripts/prerender.ts): renders a route as a visitor without
// a session sees it, in one language, with the very tree main.tsx hydrates.
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { setSupabaseClient } from '@academy/features/backend/index.ts';
import { buildCatalog } from '@academy/features/i18n/catalog.ts';
import { loadInitialCatalog, translate } from '@academy/features/i18n/index.ts';
import type { Locale } from '@academy/features/i18n/types.ts';
import { documentTitle, notFoundMeta, pageMeta } from '@academy/features/shell/pageMeta.ts';
import { PRERENDER_ORIGIN } from '@academy/features/shell/siteOrigin.ts';
import { AppProviders, AppRoutes } from '../AppTree.tsx';
import { routes } from '../routes.tsx';

export { PRERENDER_ORIGIN };

// A frame's screen (a course page) waits for the backend client before rendering (routes.tsx), but a render on the
// server never uses it: data is read in effects and by SWR, neither of which runs here. This stand-in says so if that
// ever changes. (`then` is undefined so that a promise can resolve to it.)
setSupabaseClient(
  new Proxy({} as Parameters<typeof setSupabaseClient>[0], {
    get(_target, key) {
      if (key === 'then') return undefined;
      throw new Error(`the prerender used the backend client (${String(key)}): a prerendered page must render without data`);
    },
  }),
);

/** The markup of `path` in `locale`, once every lazy screen on it has loaded (what goes inside #root). */
export async function renderRoute(path: string, locale: Locale): Promise<string> {
  await loadInitialCatalog(locale);
  const { prelude } = await prerender(
    <AppProviders locale={locale}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return new Response(prelude).text();
}

/** The page's `<title>` and meta description in `locale` (the 404 page's when the path has none of its own). */
export function routeMeta(path: string | null, locale: Locale): { title: string; description: string } {
  const meta = (path !== null && pageMeta[path]) || notFoundMeta;
  const catalog = buildCatalog(locale);
  const text = (key: string) => translate(catalog[key], key, undefined, locale);
  return { title: documentTitle(text(meta.titleKey)), description: text(meta.descriptionKey) };
}

/** Every path pattern of the route table ('/certificates/:id', '/dashboard/*', '*'), for the server's 404 decision. */
export function routePatterns(table: RouteObject[] = routes): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...routePatterns(route.children ?? [])]);
}
