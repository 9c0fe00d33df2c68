// The build's server-side entry (vite build --ssr, run by scripts/prerender.ts): renders a route as a visitor without
// a session sees it, in one language, with the very tree main.tsx hydrates.
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { CATALOGUE_ELEMENT_ID, CatalogueDataContext } from '@academy/features/academy/data/catalogue.ts';
import { COURSE_LISTING_ELEMENT_ID, CourseListingContext, type CourseListing } from '@academy/features/academy/data/courseListing.ts';
import { localizedField } from '@academy/features/academy/model/courseText.ts';
import type { CatalogueCourse } from '@academy/features/academy/model/index.ts';
import { setSupabaseClient } from '@academy/features/backend/index.ts';
import { buildCatalog } from '@academy/features/i18n/catalog.ts';
import { loadInitialCatalog, renderedMessageParts, translate } from '@academy/features/i18n/index.ts';
import type { Locale } from '@academy/features/i18n/types.ts';
import { documentTitle, notFoundMeta, pageMeta } from '@academy/features/shell/pageMeta.ts';
import { PRERENDER_ORIGIN } from '@academy/features/shell/siteOrigin.ts';
import { AppProviders, AppRoutes } from '../AppTree.tsx';
import { routes } from '../routes.tsx';

export { PRERENDER_ORIGIN, CATALOGUE_ELEMENT_ID, COURSE_LISTING_ELEMENT_ID };

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

/**
 * The markup of `path` in `locale`, once every lazy screen on it has loaded (what goes inside #root). `catalogue`: the
 * database's courses the server renders the academy's pages with (issue 33); the build renders without (a static
 * host's pages load them in the browser). `listing`: a course page's public lesson list (issue 34.3), rendered as
 * links to the lessons for any reader.
 */
export async function renderRoute(
  path: string,
  locale: Locale,
  catalogue: CatalogueCourse[] | null = null,
  listing: CourseListing | null = null,
): Promise<string> {
  await loadInitialCatalog(locale);
  renderedMessageParts();
  const { prelude } = await prerender(
    <CatalogueDataContext.Provider value={catalogue}>
      <CourseListingContext.Provider value={listing}>
        <AppProviders locale={locale}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CourseListingContext.Provider>
    </CatalogueDataContext.Provider>,
  );
  return new Response(prelude).text();
}

/** The parts of the messages (see @academy/features/i18n/parts.ts) the last renderRoute read: what the page loads to hydrate. */
export function messagePartsOfLastRender(): string[] {
  return renderedMessageParts();
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

/**
 * A course page's `<title>`, meta description and Open Graph image in `locale`, from its row (the reader's language,
 * else Creole): what the server puts in the head of /academy/<slug> (issue 33).
 */
export function courseMeta(course: CatalogueCourse, locale: Locale): { title: string; description: string; image: string | null } {
  const title = localizedField(course, 'title', locale) ?? course.slug;
  const description = localizedField(course, 'description', locale) ?? routeMeta('/academy', locale).description;
  return { title: documentTitle(title), description, image: course.cover_url };
}
