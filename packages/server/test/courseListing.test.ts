// Issue 34.3: a course page's HTML carries the course's lesson list, so a press on a lesson works before the app is
// live. What the server reads for it (PUBLIC_LESSONS_SQL) is what a visitor may see and nothing that plays: the same
// lessons, in the same order, as lesson_catalog answers a visitor, and no video's address, not even a premium
// lesson's. The renderer here is a stand-in that writes each lesson it is given as a link (the app's own renderer is
// covered by e2e/coursePages.test.ts); this file checks what the server gives it and what goes into the page.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabasePages, PUBLIC_LESSONS_SQL, type ListedLesson } from '../src/databasePages.ts';
import { startMigratedTestServer, tempDir, type TestServer } from './helpers.ts';

const SLOT = '<!--academy-config-->';
const ORIGIN = 'https://prerendered-origin.invalid';
const COURSE = '00000000-0000-4000-8000-00000000c001'; // coder-ai
const MODULE_TWO = '00000000-0000-4000-8000-0000000a0102';
const HIDDEN = '00000000-0000-4000-8000-0000000bf001';
const PREMIUM = '00000000-0000-4000-8000-0000000bf002';
const DRAFT_LESSON = '00000000-0000-4000-8000-0000000bf003';
const PREMIUM_VIDEO = 'https://www.youtube.com/watch?v=premiumOnly1';

let server: TestServer;
let sql: postgres.Sql;
let root: string;

/** A renderer as the build's (render.tsx) is called: the course's lessons as links, what the app renders them as. */
const STAND_IN_RENDERER = `
export async function renderRoute(path, locale, catalogue, listing) {
  return '<main data-path="' + path + '">' + (listing ? listing.lessons.map((lesson) =>
    '<a href="/academy/' + listing.course + '/' + lesson.id + '">' + lesson.title + '</a>').join('') : 'no listing') + '</main>';
}
export function courseMeta(course) { return { title: course.title, description: course.description ?? '', image: null }; }
`;

beforeAll(async () => {
  server = await startMigratedTestServer({ seed: true });
  sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
  // A hidden lesson, a premium lesson with its own video, and a lesson of a course still in draft.
  await sql`insert into public.videos (id, title, youtube_url, is_private, is_hidden, module_id, course_id, position)
    values (${HIDDEN}, 'Hidden lesson', 'https://www.youtube.com/watch?v=hiddenLesson', false, true, ${MODULE_TWO}, ${COURSE}, 90),
           (${PREMIUM}, 'Premium lesson', ${PREMIUM_VIDEO}, true, false, ${MODULE_TWO}, ${COURSE}, 91)`;
  const [draft] = await sql`insert into public.courses (slug, title, state) values ('draft-listing', 'Draft', 'draft') returning id`;
  const [draftModule] = await sql`insert into public.modules (course_id, title, position) values (${draft!.id}, 'M', 1) returning id`;
  await sql`insert into public.videos (id, title, youtube_url, module_id, course_id) values (${DRAFT_LESSON}, 'Draft lesson', 'https://www.youtube.com/watch?v=draftLesson', ${draftModule!.id}, ${draft!.id})`;

  root = tempDir('academy-listing-');
  mkdirSync(path.join(root, 'prerendered', 'ht'), { recursive: true });
  writeFileSync(path.join(root, 'renderer.mjs'), STAND_IN_RENDERER);
  writeFileSync(
    path.join(root, 'prerendered', 'ht', 'course-template.html'),
    `<!doctype html><html lang="ht"><head><title>academy-course-title-slot</title>${SLOT}</head><body><div id="root" data-prerendered-path="/academy/:courseSlug"><!--academy-course-body--></div><script type="application/json" id="academy-modules">[]</script></body></html>`,
  );
  writeFileSync(
    path.join(root, 'prerender.json'),
    JSON.stringify({
      locales: ['ht'],
      defaultLocale: 'ht',
      localeCookie: 'academy-locale',
      configSlot: SLOT,
      originPlaceholder: ORIGIN,
      pages: {},
      notFound: {},
      appShell: 'app.html',
      routePatterns: ['/academy/:courseSlug/:lessonId?', '*'],
      renderer: 'renderer.mjs',
      catalogueElementId: 'academy-catalogue',
      courseListingElementId: 'academy-course-lessons',
      cataloguePaths: [],
      coursePage: {
        templates: { ht: 'prerendered/ht/course-template.html' },
        slots: {
          path: '/academy/:courseSlug',
          title: 'academy-course-title-slot',
          description: 'academy-course-description-slot',
          body: '<!--academy-course-body-->',
        },
      },
    }),
  );
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await server?.cleanup();
  if (root) rmSync(root, { recursive: true, force: true });
});

const pages = () => new DatabasePages({ root, query: (text) => sql.unsafe(text) });
const page = async (pathname: string) => {
  const url = new URL(`http://127.0.0.1${pathname}`);
  const response = await pages().respond(new Request(url, { headers: { accept: 'text/html' } }), url, {
    config: { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'sb_publishable_x' },
    origin: url.origin,
  });
  return response!.text();
};
const listingOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="academy-course-lessons">(.*?)<\/script>/)![1]!) as {
    course: string;
    lessons: ListedLesson[];
  };

describe("a course page's public lesson list (issue 34.3)", () => {
  it('lists what lesson_catalog shows a visitor, in its order, and no address of any video', async () => {
    const [row] = await sql.unsafe(PUBLIC_LESSONS_SQL);
    const listed = (JSON.parse(String(row!.rows)) as ListedLesson[]).filter((lesson) => lesson.course_slug === 'coder-ai');
    const asVisitor = await fetch(
      `${server.url}/rest/v1/lesson_catalog?select=id,is_private,is_locked&course_slug=eq.coder-ai&order=module_position.asc.nullslast,position.asc.nullslast,created_at.asc`,
      { headers: { apikey: server.publishableKey } },
    );
    const visitor = (await asVisitor.json()) as { id: string; is_private: boolean; is_locked: boolean }[];
    expect(visitor.some((lesson) => lesson.is_locked)).toBe(true);
    expect(listed.map((lesson) => [lesson.id, lesson.is_private, lesson.is_locked])).toEqual(
      visitor.map((lesson) => [lesson.id, lesson.is_private, lesson.is_locked]),
    );
    for (const lesson of listed) {
      expect(lesson).toMatchObject({ youtube_url: null, video_url: null, thumbnail_url: null });
      expect(lesson.title).toEqual(expect.any(String));
    }
    const ids = listed.map((lesson) => lesson.id);
    expect(ids).toContain(PREMIUM);
    expect(ids).not.toContain(HIDDEN);
    const [all] = await sql.unsafe(PUBLIC_LESSONS_SQL);
    expect(String(all!.rows)).not.toContain(DRAFT_LESSON);
  });

  it("puts the course's lessons in the page as links to their own addresses, with nothing premium in it", async () => {
    const html = await page('/academy/coder-ai');
    const listing = listingOf(html);
    expect(listing.course).toBe('coder-ai');
    expect(listing.lessons.length).toBeGreaterThan(4);
    expect(listing.lessons.every((lesson) => lesson.course_slug === 'coder-ai')).toBe(true);
    // The renderer got the same rows the page carries: each lesson a link to /academy/<course>/<lesson>.
    for (const lesson of listing.lessons) expect(html).toContain(`<a href="/academy/coder-ai/${lesson.id}">`);
    expect(html).toContain(`<a href="/academy/coder-ai/${PREMIUM}">Premium lesson</a>`);
    expect(html).not.toContain(PREMIUM_VIDEO);
    expect(html).not.toContain('youtube.com');
    expect(html).not.toContain(HIDDEN);
    expect(html).not.toContain('Hidden lesson');
    // A lesson's own address is the course page too, with the same list.
    const lessonPage = await page(`/academy/coder-ai/${PREMIUM}`);
    expect(lessonPage).toContain(`data-path="/academy/coder-ai/${PREMIUM}"`);
    expect(listingOf(lessonPage)).toEqual(listing);
    expect(lessonPage).not.toContain(PREMIUM_VIDEO);
  });
});
