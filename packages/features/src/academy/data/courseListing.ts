// A course page's lesson list as the server rendered it (issue 34.3): the course's modules and lessons as a visitor
// sees them (packages/server/src/databasePages.ts, PUBLIC_LESSONS_SQL: titles, descriptions, modules, which lessons
// are premium), and no video's address, not even a free one. The server renders the page's lesson cards from these
// rows, with each lesson a link to its own address, so a press works before the app is live (a native navigation to
// the lesson, which the app then opens or refuses with the reader's rights); the rows go into the page (a JSON data
// block) so that the app's first render is that very list, until the reader's own read (useCourse) replaces it.
import { createContext, useContext } from 'react';
import type { CatalogLesson } from '../model/index.ts';

/** The element the server writes the listing into (a JSON data block, not a script). */
export const COURSE_LISTING_ELEMENT_ID = 'academy-course-lessons';

/** The lessons of one course (`course`: its slug), in the columns of lesson_catalog, addresses null. */
export type CourseListing = { course: string; lessons: CatalogLesson[] };

/** The listing the server renders a course page with; null in the browser (read from the page). */
export const CourseListingContext = createContext<CourseListing | null>(null);

let embedded: CourseListing | null | undefined;
/** The listing the server put in this page, once read; null when it carries none (a static host, a later page). */
export function embeddedCourseListing(): CourseListing | null {
  if (embedded !== undefined) return embedded;
  const element = typeof document === 'undefined' ? null : document.getElementById(COURSE_LISTING_ELEMENT_ID);
  try {
    const parsed = element?.textContent ? (JSON.parse(element.textContent) as CourseListing) : null;
    embedded = parsed && typeof parsed.course === 'string' && Array.isArray(parsed.lessons) ? parsed : null;
  } catch {
    embedded = null;
  }
  return embedded;
}

/** The listed lessons of this course, when the page was rendered with them; null otherwise. */
export function useCourseListing(courseSlug: string): CatalogLesson[] | null {
  const listing = useContext(CourseListingContext) ?? embeddedCourseListing();
  return listing?.course === courseSlug ? listing.lessons : null;
}

/** Whether this render is the server's, for any reader (the reader's session is not known there). */
export function useRenderedForAnyReader(): boolean {
  return useContext(CourseListingContext) !== null;
}
