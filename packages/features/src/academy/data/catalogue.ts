// The catalogue's data (issue 33): the courses of the database, read as the reader is allowed to (policies: learners
// and visitors see announced and published courses; a draft only staff, on its own page). The server renders the
// catalogue, the home page and the course pages with these rows and puts them in the page (#academy-catalogue), so
// the browser starts from exactly what the server rendered and only revalidates.
import { createContext, useContext } from 'react';
import useSWR from 'swr';
import { backendClient } from '../../backend/index.ts';
import { visitorRead } from '../../backend/visitorRead.ts';
import { CATALOGUE_COLUMNS, type CatalogueCourse } from '../model/index.ts';

/** The element the server writes the catalogue's rows into (a JSON data block, not a script). */
export const CATALOGUE_ELEMENT_ID = 'academy-catalogue';

/** The rows the page was rendered with: given by the server's render; null in the browser (read from the page). */
export const CatalogueDataContext = createContext<CatalogueCourse[] | null>(null);

let embedded: CatalogueCourse[] | null | undefined;
/** The rows the server put in this page, once read; null when it carries none (a static host, a later page). */
export function embeddedCatalogue(): CatalogueCourse[] | null {
  if (embedded !== undefined) return embedded;
  const element = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_ELEMENT_ID);
  try {
    embedded = element?.textContent ? (JSON.parse(element.textContent) as CatalogueCourse[]) : null;
  } catch {
    embedded = null;
  }
  return embedded;
}

/** The REST address of the public catalogue's read (the same filter and order as fetchCatalogue's). */
export function catalogueUrl(backendUrl: string): string {
  const query = new URLSearchParams({ select: CATALOGUE_COLUMNS, state: 'in.(announced,published)', order: 'position.asc,created_at.asc' });
  return `${backendUrl}/rest/v1/courses?${query}`;
}

/** The public catalogue: announced and published courses in staff's order (drafts stay on staff's own pages). */
export async function fetchCatalogue(): Promise<CatalogueCourse[]> {
  // A visitor's page revalidates without supabase-js (the same request, visitorRead.ts).
  const asVisitor = visitorRead<CatalogueCourse[]>(catalogueUrl);
  if (asVisitor) return asVisitor;
  const client = await backendClient();
  const { data, error } = await client
    .from('courses')
    .select(CATALOGUE_COLUMNS)
    .in('state', ['announced', 'published'])
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data as unknown as CatalogueCourse[];
}

/** One course by its address, as the reader may see it (a draft: staff only); null when there is none for them. */
export async function fetchCourseBySlug(slug: string): Promise<CatalogueCourse | null> {
  const client = await backendClient();
  const { data, error } = await client.from('courses').select(CATALOGUE_COLUMNS).eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data as unknown as CatalogueCourse | null;
}

export type CatalogueState = { courses: readonly CatalogueCourse[]; status: 'loading' | 'ready' | 'error'; retry: () => void };

/** The catalogue's courses: the rendered rows at once (server or page), then the database's answer. */
export function useCatalogue(): CatalogueState {
  const rendered = useContext(CatalogueDataContext) ?? embeddedCatalogue();
  const query = useSWR('academy/catalogue', fetchCatalogue, { fallbackData: rendered ?? undefined, revalidateOnFocus: false });
  const courses = query.data ?? [];
  const status = query.data ? 'ready' : query.error ? 'error' : 'loading';
  return { courses, status, retry: () => void query.mutate() };
}

export type CourseRowState = { course: CatalogueCourse | null; status: 'loading' | 'ready' | 'error'; retry: () => void };

/** The course at /academy/<slug>: from the catalogue when listed there, else asked for (staff's drafts). */
export function useCourseRow(slug: string): CourseRowState {
  const catalogue = useCatalogue();
  const listed = catalogue.courses.find((course) => course.slug === slug) ?? null;
  const own = useSWR(!listed && catalogue.status !== 'loading' ? ['academy/course', slug] : null, ([, key]) => fetchCourseBySlug(key), {
    revalidateOnFocus: false,
  });
  if (listed) return { course: listed, status: 'ready', retry: catalogue.retry };
  if (catalogue.status === 'loading' || (own.data === undefined && !own.error))
    return { course: null, status: 'loading', retry: catalogue.retry };
  if (own.error) return { course: null, status: 'error', retry: () => void own.mutate() };
  return { course: own.data ?? null, status: 'ready', retry: () => void own.mutate() };
}
