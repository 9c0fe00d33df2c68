// The build's server-side entry (vite build --ssr, run by scripts/prerender.ts): renders a route as a visitor without
// a session sees it, in one language, with the very tree main.tsx hydrates.
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { buildCatalog } from '@academy/features/i18n/catalog.ts';
import { loadInitialCatalog, translate } from '@academy/features/i18n/index.ts';
import type { Locale } from '@academy/features/i18n/types.ts';
import { documentTitle, notFoundMeta, pageMeta } from '@academy/features/shell/pageMeta.ts';
import { PRERENDER_ORIGIN } from '@academy/features/shell/siteOrigin.ts';
import { AppProviders, AppRoutes } from '../AppTree.tsx';
import { routes } from '../routes.tsx';

export { PRERENDER_ORIGIN };

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
