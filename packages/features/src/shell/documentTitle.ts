import { useEffect } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { embeddedCatalogue, fetchCatalogue } from '../academy/data/catalogue.ts';
import { localizedField } from '../academy/model/courseText.ts';
import { useI18n, useT, type Locale } from '../i18n/index.ts';
import { breadcrumbTrail } from './navigation.ts';
import { documentTitle, notFoundMeta, pageMeta } from './pageMeta.ts';

/**
 * The catalog key naming a page in the browser's tab: the prerendered page's own title when it has one (the same text
 * the prerender wrote into its HTML), else the breadcrumb's name for it (the one place every screen is named), a lesson's
 * address by its course (the player names the lesson itself once it opens, useLessonAddress), else 'page not found'.
 */
export function pageTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prerendered = pageMeta[path];
  if (prerendered) return prerendered.titleKey;
  const trail = breadcrumbTrail(path);
  const last = trail.at(-1);
  if (!last || last.labelKey === 'shell.crumb.notFound') return notFoundMeta.titleKey;
  if (last.labelKey === 'shell.crumb.lesson') return pageTitleKey(trail.at(-2)?.path ?? '/');
  return last.labelKey;
}

/**
 * Keeps `document.title` on the current page's name in the reader's language (issue 39.13: screens the server does not
 * prerender all said 'Academy'). Rendered before the screens, so a screen's own title (an open lesson) is set after it.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const t = useT();
  const { locale } = useI18n();
  const key = pageTitleKey(pathname);
  const courseTitle = useCourseTitle(key === 'shell.crumb.course' ? pathname.split('/')[2] : undefined, locale);
  const title = documentTitle(courseTitle ?? t(key));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * A course's title in the reader's language, by its slug: a course page (and its lesson addresses) is named by its
 * course, a row of the database (issue 33), in the tab and in the breadcrumb. The catalogue's rows, shared with the page
 * itself (same key: no second request); undefined without a slug or until the row is known.
 */
export function useCourseTitle(slug: string | undefined, locale: Locale): string | undefined {
  const catalogue = useSWR(slug ? 'academy/catalogue' : null, fetchCatalogue, {
    fallbackData: embeddedCatalogue() ?? undefined,
    revalidateOnFocus: false,
  });
  const course = slug ? catalogue.data?.find((row) => row.slug === slug) : undefined;
  return (course && localizedField(course, 'title', locale)) || undefined;
}
