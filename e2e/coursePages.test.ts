import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './support/index.ts';

// Issue 33: the catalogue and every published or announced course's page arrive as finished HTML rendered from the
// database (packages/server/src/databasePages.ts), cached until the database says a course changed (NOTIFY
// academy_courses): a staff edit shows in the very next HTML; a draft never appears in any HTML or in the sitemap.
let app: TestApp;
type Api = (path: string, init?: RequestInit) => Promise<Response>;
let staff: Api;
let learner: Api;

/** The REST API as a new member of `role`, with that member's own access token. */
async function apiAs(role: 'master' | 'student'): Promise<Api> {
  const email = uniqueEmail(role);
  await createUser(app, { email, password: STRONG_PASSWORD, role });
  const grant = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: app.server.publishableKey },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  return (path, init = {}) =>
    fetch(`${app.url}${path}`, {
      ...init,
      headers: {
        apikey: app.server.publishableKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
    });
}

beforeAll(async () => {
  app = await startApp();
  [staff, learner] = await Promise.all([apiAs('master'), apiAs('student')]);
});
afterAll(() => app?.stop());

const html = async (path: string, locale?: 'ht' | 'pt' | 'en') => {
  const response = await fetch(`${app.url}${path}`, {
    headers: { accept: 'text/html', ...(locale && { cookie: `academy-locale=${locale}` }) },
  });
  return { status: response.status, text: await response.text() };
};
const rootOf = (page: string) => page.slice(page.indexOf('<div id="root"'), page.indexOf('id="academy-modules"'));
const metaContent = (page: string, property: string) => page.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

async function createCourse(fields: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const response = await staff('/rest/v1/courses', { method: 'POST', body: JSON.stringify(fields) });
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = (await response.json()) as { id: string; slug: string }[];
  return row!;
}
const updateCourse = async (id: string, fields: Record<string, unknown>) => {
  const response = await staff(`/rest/v1/courses?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify(fields) });
  expect(response.status, await response.clone().text()).toBe(200);
};

describe('pages rendered from the database', () => {
  it("render a published course's page with its texts, Open Graph tags and the catalogue rows, in the reader's language", async () => {
    const creole = await html('/academy/coder-ai');
    expect(creole.status).toBe(200);
    expect(rootOf(creole.text)).toContain('Konstwi aplikasyon konplè avèk asistan kòd IA');
    expect(creole.text).toMatch(/<title>AI Coder[^<]*<\/title>/);
    expect(metaContent(creole.text, 'og:title')).toMatch(/^AI Coder/);
    expect(metaContent(creole.text, 'og:url')).toBe(`${app.url}/academy/coder-ai`);
    expect(creole.text).toContain('data-prerendered-path="/academy/coder-ai"');
    expect(creole.text).toContain('<script type="application/json" id="academy-catalogue">');
    const portuguese = await html('/academy/gps-digital', 'pt');
    expect(metaContent(portuguese.text, 'og:description')).toBe(
      'Um caminho passo a passo para lançar sua presença online com sites, páginas de vendas e SEO.',
    );
    expect(rootOf(portuguese.text)).toContain('Um caminho passo a passo');
    // The catalogue lists the database's courses in its first HTML.
    const catalogue = await html('/academy', 'en');
    expect(rootOf(catalogue.text)).toContain('Games with AI');
  });

  it("list a course's lessons in its HTML as links to their own addresses, locked ones saying so, nothing premium in it (issue 34.3)", async () => {
    const page = await html('/academy/coder-ai');
    const root = rootOf(page.text);
    const lessonsOf = async () =>
      (await await fetch(`${app.url}/rest/v1/lesson_catalog?select=id,title,is_private,module_position&course_slug=eq.coder-ai`, {
        headers: { apikey: app.server.publishableKey },
      }).then((r) => r.json())) as { id: string; title: string; is_private: boolean; module_position: number }[];
    const lessons = await lessonsOf();
    expect(lessons.length).toBeGreaterThan(4);
    /** The lesson's Watch control as rendered: `<a … href>` (open) or `<span role="link" aria-disabled>` (locked). */
    const watchOf = (title: string) => root.match(new RegExp(`<(a|span) [^>]*aria-label="Gade ${title.replace(/[()]/g, '.')}"[^>]*>`))?.[0];
    for (const lesson of lessons) {
      const escaped = lesson.title.replace(/&/g, '&amp;');
      expect(root, lesson.title).toContain(escaped);
      if (lesson.is_private) {
        // Premium, for any reader the server cannot know: no Watch, the way to the plans instead.
        expect(watchOf(escaped), lesson.title).toBeUndefined();
      } else if (lesson.module_position === 1) {
        expect(watchOf(escaped), lesson.title).toMatch(new RegExp(`^<a [^>]*href="/academy/coder-ai/${lesson.id}"`));
      } else {
        // A later module waits for the one before it: a disabled link that leads nowhere, and the card says Locked.
        expect(watchOf(escaped), lesson.title).toMatch(/^<span [^>]*aria-disabled="true"/);
        expect(watchOf(escaped), lesson.title).not.toContain('href=');
      }
    }
    expect(root).toMatch(/<a [^>]*href="\/plans"[^>]*>Wè plan yo<\/a>/);
    // Not one video's address, free or premium, in the page (its lesson list carries none).
    expect(page.text).not.toMatch(/youtube\.com|youtu\.be|lesson-videos/);
    expect(page.text).toContain('<script type="application/json" id="academy-course-lessons">');
    // The lesson's own address: the same list, in the same HTML.
    const lessonPage = await html(`/academy/coder-ai/${lessons[0]!.id}`);
    expect(lessonPage.status).toBe(200);
    expect(rootOf(lessonPage.text)).toContain(`href="/academy/coder-ai/${lessons[0]!.id}"`);
  });

  it('show a staff edit in the very next HTML (the change notice drops the cache)', async () => {
    expect(rootOf((await html('/academy')).text)).toContain('AI Coder');
    await html('/academy/coder-ai');
    await updateCourse('00000000-0000-4000-8000-00000000c001', {
      translations: { pt: { title: 'Programador IA' }, en: { title: 'AI Builder' } },
      description: 'Yon nouvo deskripsyon pou kou a.',
    });
    // The notice arrives on its own connection: allow it a moment, but the page must follow without a restart.
    await expect
      .poll(async () => rootOf((await html('/academy/coder-ai')).text), { timeout: 5000 })
      .toContain('Yon nouvo deskripsyon pou kou a.');
    expect(rootOf((await html('/academy', 'en')).text)).toContain('AI Builder');
  });

  it('never put a draft in any HTML or in the sitemap; an announced course is there with its page', async () => {
    const draft = await createCourse({ slug: 'sekre-kou', title: 'Kou Sekre', description: 'Pa pou piblik la.', position: 20 });
    const announced = await createCourse({
      slug: 'pwochen-kou',
      title: 'Pwochen Kou',
      state: 'announced',
      planned_month: '2027-02-01',
      position: 21,
    });
    for (const path of ['/', '/academy', '/academy/all', '/academy/sekre-kou', '/academy/coder-ai']) {
      for (const locale of ['ht', 'pt', 'en'] as const) {
        const page = await html(path, locale);
        expect(page.text, `${path} ${locale}`).not.toContain('Kou Sekre');
        expect(page.text, `${path} ${locale}`).not.toContain('sekre-kou"');
        expect(page.text, `${path} ${locale}`).not.toContain('Pa pou piblik la.');
      }
    }
    // The draft's address is the app shell (the browser shows staff their draft, anyone else the 404 page).
    expect((await html('/academy/sekre-kou')).text).not.toContain('data-prerendered-path="/academy/sekre-kou"');
    const announcedPage = await html('/academy/pwochen-kou');
    expect(rootOf(announcedPage.text)).toContain('Pwochen Kou');
    expect(rootOf((await html('/academy')).text)).toContain('fevriye 2027');
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/academy/pwochen-kou</loc>`);
    expect(sitemap).toContain(`<loc>${app.url}/academy/coder-ai</loc>`);
    expect(sitemap).not.toContain('sekre-kou');
    // Published, it appears everywhere at once; drafted again (staff may), it is gone again.
    await updateCourse(draft.id, { state: 'published' });
    await expect
      .poll(async () => (await fetch(`${app.url}/sitemap.xml`).then((r) => r.text())).includes('/academy/sekre-kou'), { timeout: 5000 })
      .toBe(true);
    expect(rootOf((await html('/academy')).text)).toContain('Kou Sekre');
    await updateCourse(announced.id, { state: 'draft' });
    await expect.poll(async () => (await html('/academy')).text.includes('Pwochen Kou'), { timeout: 5000 }).toBe(false);
    expect((await html('/academy/pwochen-kou')).text).not.toContain('Pwochen Kou');
  });

  it("keep a draft staff's in the database: a learner's token reads nothing of it, staff (previewing) read all of it", async () => {
    const draft = await createCourse({ slug: 'preview-kou', title: 'Kou pou previzyalize', position: 30 });
    const module = await (
      await staff('/rest/v1/modules', { method: 'POST', body: JSON.stringify({ course_id: draft.id, title: 'Modil A', position: 1 }) })
    ).json();
    const moduleId = (module as { id: string }[])[0]!.id;
    const lessonAnswer = await staff('/rest/v1/videos', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Leson A',
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        module_id: moduleId,
        position: 1,
      }),
    });
    expect(lessonAnswer.status).toBe(201);
    const lessonId = ((await lessonAnswer.json()) as { id: string }[])[0]!.id;
    const reads = [
      `/rest/v1/courses?slug=eq.preview-kou&select=id`,
      `/rest/v1/modules?course_id=eq.${draft.id}&select=id`,
      `/rest/v1/videos?id=eq.${lessonId}&select=id`,
      `/rest/v1/lesson_catalog?course_slug=eq.preview-kou&select=id`,
    ];
    for (const read of reads) {
      expect(await (await learner(read)).json(), `learner ${read}`).toEqual([]);
      expect(((await (await staff(read)).json()) as unknown[]).length, `staff ${read}`).toBe(1);
      const visitor = await fetch(`${app.url}${read}`, { headers: { apikey: app.server.publishableKey } });
      expect(await visitor.json(), `visitor ${read}`).toEqual([]);
    }
    const certificate = await learner('/rest/v1/rpc/issue_certificate', {
      method: 'POST',
      body: JSON.stringify({ course_slug: 'preview-kou' }),
    });
    expect(certificate.status).toBe(404);
    // Its page is no HTML of the server's: the browser asks as the reader (staff see it, with ?preview=free as a learner).
    expect((await html('/academy/preview-kou?preview=free')).text).not.toContain('Kou pou previzyalize');
  });
});
