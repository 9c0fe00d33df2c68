import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appJourney,
  createUser,
  expectFailedRequest,
  hasChromium,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForPath,
} from './support/index.ts';
import { formatProblems, overflowProblems } from './support/overflow.ts';

// Issue 33's "Done means", as the academy's people do it, in Creole (the default language): a master builds a course
// in the dashboard (two modules, three lessons, texts in Creole and Portuguese), moves a lesson by keyboard
// (react-aria's drag and drop without a mouse) and publishes it; a visitor finds it in the first HTML of /academy in
// both languages; a learner completes it and gets its certificate; a draft course never reaches the learner.
// No seed: every course here is one the master made.
const WAIT = { timeout: 15_000 };
const journey = appJourney({ seed: false });

/** The course the master builds: Creole and Portuguese texts for the course, its modules and its lessons. */
const course = {
  ht: { title: 'Bati ak Done', description: 'Aprann òganize done yon ti biznis etap pa etap.' },
  pt: { title: 'Construir com Dados', description: 'Aprenda a organizar os dados de um pequeno negócio passo a passo.' },
  slug: 'bati-ak-done',
};
const modules = [
  { ht: 'Premye pa ak done', pt: 'Primeiros passos com dados' },
  { ht: 'Rapò yo', pt: 'Os relatórios' },
] as const;
const lessons = [
  { module: 0, ht: 'Kisa done ye', pt: 'O que são dados', video: 'https://www.youtube.com/watch?v=aaaaaaaaaa1' },
  { module: 0, ht: 'Tablo ou premye', pt: 'Sua primeira planilha', video: 'https://www.youtube.com/watch?v=aaaaaaaaaa2' },
  { module: 1, ht: 'Yon rapò chak semèn', pt: 'Um relatório semanal', video: 'https://www.youtube.com/watch?v=aaaaaaaaaa3' },
] as const;
/** A course the master keeps as a draft: nothing of it may reach a learner. */
const draft = { title: 'Kou Sekrè Bouyon', slug: 'kou-sekre-bouyon', module: 'Modil bouyon', lesson: 'Leson zanmisekrebouyon' };

/** The HTML the server sends for a path, as a browser without JavaScript gets it, with these cookies. */
async function firstHtml(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${journey.app.url}${path}`, { headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  expect(response.status, path).toBe(200);
  return response.text();
}
/** The rendered page in that HTML (not the catalogue's inline JSON the app starts from). */
const renderedPart = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('id="academy-modules"'));

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), WAIT).toBeGreaterThan(0);

/** A react-aria Select of the open dialog: its button (named by its value, then its label), then the option. */
async function choose(page: Page, label: string, option: string) {
  await dialog(page)
    .getByRole('button', { name: new RegExp(` ${label}$`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a title (and description) in one language's tab of the open form: the tab is named by its language. */
async function writeTexts(page: Page, language: 'Kreyòl' | 'Português', texts: { title: string; description?: string }, labels: string[]) {
  await dialog(page)
    .getByRole('tab', { name: new RegExp(`^${language}`) })
    .click();
  await dialog(page)
    .getByRole('textbox', { name: `${labels[0]} (${language})` })
    .fill(texts.title);
  if (texts.description !== undefined)
    await dialog(page)
      .getByRole('textbox', { name: `${labels[1]} (${language})` })
      .fill(texts.description);
}

async function submitDialog(page: Page, label: string) {
  await dialog(page).getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
}

const rowTitles = (list: Locator) => list.getByRole('row').locator('[data-title]').allTextContents();

async function signedInStaff(): Promise<Page> {
  const email = uniqueEmail('master');
  await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'master' });
  const page = await journey.freshPage();
  await signInViaUi(page, journey.app.url, email);
  await waitForPath(page, '/dashboard');
  return page;
}

/** Creates a course from the Courses tab and opens its builder. */
async function createCourse(
  page: Page,
  texts: { ht: { title: string; description: string }; pt?: { title: string; description: string } },
) {
  await page.getByRole('tab', { name: 'Kou', exact: true }).click();
  await waitForPath(page, '/dashboard/courses');
  await page.getByRole('button', { name: 'Ajoute yon kou' }).click();
  await writeTexts(page, 'Kreyòl', texts.ht, ['Tit', 'Deskripsyon']);
  if (texts.pt) await writeTexts(page, 'Português', texts.pt, ['Tit', 'Deskripsyon']);
  await choose(page, 'Kategori', 'Devlopman IA');
  await choose(page, 'Nivo', 'Debitan');
  await submitDialog(page, 'Kreye kou a');
  await toast(page, 'Kou a kreye.');
  await page.getByRole('button', { name: `Ouvri: ${texts.ht.title}` }).click();
  await page.getByRole('heading', { level: 2, name: texts.ht.title }).waitFor(WAIT);
}

async function addModule(page: Page, texts: { ht: string; pt?: string }) {
  await page.getByRole('button', { name: 'Ajoute yon modil', exact: true }).click();
  await writeTexts(page, 'Kreyòl', { title: texts.ht, description: '' }, ['Non', 'Deskripsyon']);
  if (texts.pt) await writeTexts(page, 'Português', { title: texts.pt }, ['Non', 'Deskripsyon']);
  await submitDialog(page, 'Ajoute modil la');
  await toast(page, 'Modil la ajoute.');
  await page.getByRole('heading', { level: 3, name: `Leson: ${texts.ht}` }).waitFor(WAIT);
}

async function addLesson(page: Page, module: string, texts: { ht: string; pt?: string; video: string }) {
  await page.getByRole('button', { name: `Ajoute yon leson: ${module}` }).click();
  await writeTexts(page, 'Kreyòl', { title: texts.ht }, ['Tit', 'Deskripsyon']);
  if (texts.pt) await writeTexts(page, 'Português', { title: texts.pt }, ['Tit', 'Deskripsyon']);
  await dialog(page).getByRole('textbox', { name: 'Lyen videyo a' }).fill(texts.video);
  await submitDialog(page, 'Ajoute videyo a');
  await expect.poll(() => rowTitles(page.getByRole('grid', { name: `Leson ${module}` })), WAIT).toContain(texts.ht);
}

describe.skipIf(!hasChromium)('staff build a course; visitors and learners meet it', () => {
  let learnerPage: Page;

  it(
    'a master builds a course in Creole and Portuguese, moves a lesson by keyboard, previews it on a phone and publishes it',
    { timeout: 180_000 },
    async () => {
      const page = await signedInStaff();
      await createCourse(page, course);
      // The slug followed the Creole title; the course is a draft until published.
      expect(await page.getByText('Bouyon', { exact: true }).count()).toBeGreaterThan(0);
      for (const module of modules) await addModule(page, module);
      for (const lesson of lessons) await addLesson(page, modules[lesson.module].ht, lesson);
      const firstModule = page.getByRole('grid', { name: `Leson ${modules[0].ht}` });
      expect(await rowTitles(firstModule)).toEqual([lessons[0].ht, lessons[1].ht]);

      // Keyboard only, as react-aria's drag and drop gives it: the row, ArrowRight to its handle, Enter to pick the
      // lesson up, ArrowUp to the place before the first lesson (each place is announced), Enter to drop it there.
      await firstModule.getByRole('row', { name: lessons[1].ht }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Deplase ${lessons[1].ht}`);
      await page.keyboard.press('Enter');
      // Each press waits for the one before it to move the focus: the drag starts on a drop place of its own choosing,
      // and a press made before it has begun is lost (on a loaded machine focus stopped one place short).
      const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      await expect.poll(focusedLabel, WAIT).toMatch(/^Insert /);
      for (let step = 0; step < 4 && (await focusedLabel()) !== `Insert before ${lessons[0].ht}`; step += 1) {
        const before = await focusedLabel();
        await page.keyboard.press('ArrowUp');
        await expect.poll(focusedLabel, WAIT).not.toBe(before);
      }
      expect(await focusedLabel()).toBe(`Insert before ${lessons[0].ht}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => firstModule.locator('xpath=..').getByRole('status').textContent(), WAIT).toBe('Nouvo lòd la anrejistre.');
      expect(await rowTitles(firstModule)).toEqual([lessons[1].ht, lessons[0].ht]);
      // Saved, not only shown: a reload shows the same order.
      await page.reload();
      await expect
        .poll(() => rowTitles(page.getByRole('grid', { name: `Leson ${modules[0].ht}` })), WAIT)
        .toEqual([lessons[1].ht, lessons[0].ht]);

      // Preview as a learner, on a phone: the page a free learner would see, labelled a preview. A lesson opened there
      // stays in the preview, and marking it done moves the page on as a learner's would, never staff's own progress.
      expectFailedRequest(page, { url: /^https:\/\/www\.youtube\.com\/iframe_api/ });
      await page.setViewportSize(viewports.mobile);
      await page.getByRole('link', { name: 'Previzyalize kòm elèv' }).click();
      await page.waitForURL((url) => url.pathname === `/academy/${course.slug}` && url.search === '?preview=free', WAIT);
      const note = page.getByTestId('course-preview');
      await expect.poll(() => note.textContent(), WAIT).toContain('Kou sa a poko pibliye: okenn elèv pa wè l ankò.');
      await expect.poll(() => page.getByText('0 of 3 Videos Watched').count(), WAIT).toBe(1);
      expect(formatProblems(await overflowProblems(page))).toBe('');
      await page.getByRole('link', { name: `Gade ${lessons[1].ht}` }).click();
      await page.getByRole('dialog', { name: lessons[1].ht }).waitFor(WAIT);
      expect(new URL(page.url()).searchParams.get('preview')).toBe('free');
      await page.getByRole('button', { name: 'Mark as Completed' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Completed!' }).count(), WAIT).toBe(1);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      expect(new URL(page.url()).search).toBe('?preview=free');
      await expect.poll(() => page.getByText('1 of 3 Videos Watched').count(), WAIT).toBe(1);
      expect(await note.count()).toBe(1);
      expect((await journey.app.server.database.query('select 1 from public.video_progress')).length).toBe(0);
      await page.getByRole('link', { name: 'Fèmen previzyalizasyon an' }).click();
      await page.getByRole('heading', { level: 2, name: course.ht.title }).waitFor(WAIT);
      await page.setViewportSize(viewports.desktop);

      await page.getByRole('button', { name: 'Modifye kou a' }).click();
      await choose(page, 'Eta', 'Pibliye');
      await submitDialog(page, 'Anrejistre');
      await toast(page, 'Kou a anrejistre.');

      // A second course stays a draft, with a module and a lesson of its own.
      await page.getByRole('button', { name: /Tout kou yo/ }).click();
      await createCourse(page, { ht: { title: draft.title, description: 'Pa pou elèv yo.' } });
      await addModule(page, { ht: draft.module });
      await addLesson(page, draft.module, { ht: draft.lesson, video: 'https://www.youtube.com/watch?v=bbbbbbbbbb1' });
    },
  );

  it('a visitor finds the published course in the first HTML of /academy, in Creole and in Portuguese', async () => {
    const creole = renderedPart(await firstHtml('/academy'));
    expect(creole).toContain(course.ht.title);
    expect(creole).toContain(course.ht.description);
    expect(creole).not.toContain(draft.title);

    // The visitor picks Portuguese with the language switch; the server renders the next HTML in it (its cookie).
    const visitor = await journey.freshPage();
    await visitor.goto(`${journey.app.url}/academy`);
    await visitor.getByRole('button', { name: /Kreyòl ayisyen/ }).click();
    await visitor.getByRole('option', { name: 'Português' }).click();
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang), WAIT).toBe('pt');
    const cookie = (await visitor.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const portugueseHtml = await firstHtml('/academy', cookie);
    expect(portugueseHtml).toMatch(/<html[^>]* lang="pt"/);
    const portuguese = renderedPart(portugueseHtml);
    expect(portuguese).toContain(course.pt.title);
    expect(portuguese).toContain(course.pt.description);
    expect(portuguese).not.toContain(course.ht.title);
    expect(portuguese).not.toContain(draft.title);
    // Its own page's first HTML too (its lessons follow from the browser, in the reader's language).
    const coursePage = renderedPart(await firstHtml(`/academy/${course.slug}`, cookie));
    expect(coursePage).toContain(course.pt.title);
    expect(coursePage).toContain(course.pt.description);
    await visitor.goto(`${journey.app.url}/academy/${course.slug}`);
    for (const text of [...modules.map((module) => module.pt), ...lessons.map((lesson) => lesson.pt)])
      await visitor.getByText(text).first().waitFor(WAIT);
    expect(await visitor.getByText(lessons[0].ht).count()).toBe(0);
  });

  it(
    'a learner completes the course, lesson by lesson in the order staff set, and gets its certificate',
    { timeout: 120_000 },
    async () => {
      ({ page: learnerPage } = await journey.signedInLearner());
      const page = learnerPage;
      // This machine is offline: a YouTube lesson's player script cannot load (the dialog then offers the link).
      expectFailedRequest(page, { url: /^https:\/\/www\.youtube\.com\/iframe_api/ });
      await page.goto(`${journey.app.url}/academy`);
      await page.locator(`[data-course="${course.slug}"]`).getByRole('link').first().click();
      await waitForPath(page, `/academy/${course.slug}`);
      await expect.poll(() => page.getByText('0 of 2 Modules Complete').count(), WAIT).toBe(1);
      const watch = page.getByRole('link', { name: /^Gade / });
      await expect
        .poll(() => watch.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))), WAIT)
        .toEqual([lessons[1], lessons[0], lessons[2]].map((lesson) => `Gade ${lesson.ht}`));
      // The second module waits for the first.
      expect(await page.getByRole('link', { name: `Gade ${lessons[2].ht}` }).isDisabled()).toBe(true);

      for (const lesson of [lessons[1], lessons[0], lessons[2]]) {
        await page.getByRole('link', { name: `Gade ${lesson.ht}` }).click();
        await page.getByRole('dialog', { name: lesson.ht }).waitFor(WAIT);
        await page.getByRole('button', { name: 'Mark as Completed' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'Completed!' }).count(), WAIT).toBe(1);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      }
      await expect.poll(() => page.getByText('Course Completed!').count(), WAIT).toBe(1);

      await page.getByRole('button', { name: 'View Certificate' }).click();
      const nameDialog = page.getByRole('dialog', { name: 'Non ki pral sou sètifika a' });
      await nameDialog.getByLabel('Non konplè').fill('Mirlande Joseph');
      await nameDialog.getByRole('button', { name: 'Bay sètifika a' }).click();
      await page.waitForURL(/\/certificates\/[0-9a-f-]{36}$/, WAIT);
      await expect.poll(() => page.getByTestId('certificate-course').textContent(), WAIT).toBe(course.ht.title);
      expect(await page.getByTestId('certificate-learner').textContent()).toBe('Mirlande Joseph');
    },
  );

  it('the draft course never reaches the learner: catalogue, course page, lesson_catalog, search, sitemap', async () => {
    const page = learnerPage;
    await page.goto(`${journey.app.url}/academy/all`);
    await page.locator(`[data-course="${course.slug}"]`).waitFor(WAIT);
    expect(await page.locator(`[data-course="${draft.slug}"]`).count()).toBe(0);
    expect(await page.getByText(draft.title).count()).toBe(0);

    // Its address is the 404 page for a learner, as for an address no course has.
    await page.goto(`${journey.app.url}/academy/${draft.slug}`);
    await page.getByText('404', { exact: true }).waitFor(WAIT);
    expect(await page.getByText(draft.title).count()).toBe(0);
    expect(await page.getByText(draft.lesson).count()).toBe(0);

    // What the learner's own session reads of the lessons' catalogue: the published course's, none of the draft's.
    const lessonCatalog = await page.evaluate(async () => {
      const config = (await (await fetch('/config.json')).json()) as { supabaseAnonKey: string };
      // The app keeps its session under this key (backend/authStorage.ts).
      const token = (JSON.parse(localStorage.getItem('academy-auth-token') ?? '{}') as { access_token?: string }).access_token;
      const answer = await fetch('/rest/v1/lesson_catalog?select=title,course_slug', {
        headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}` },
      });
      return { status: answer.status, rows: (await answer.json()) as { title: string; course_slug: string }[] };
    });
    expect(lessonCatalog.status).toBe(200);
    expect(lessonCatalog.rows.map((row) => row.course_slug).sort()).toEqual([course.slug, course.slug, course.slug]);

    // The search finds the published lesson by its title, and nothing of the draft.
    const searchField = page.getByRole('combobox', { name: 'Chèche leson, diskisyon, prompt, zouti ak sijè' });
    await page.keyboard.press('Control+k');
    await searchField.fill('rapò chak semèn');
    await expect.poll(() => page.getByRole('option').filter({ hasText: lessons[2].ht }).count(), WAIT).toBeGreaterThan(0);
    await searchField.fill('zanmisekrebouyon');
    await expect.poll(() => page.getByText('Pa gen rezilta pou "zanmisekrebouyon".').count(), WAIT).toBeGreaterThan(0);
    await searchField.fill('Kou Sekrè Bouyon');
    await expect.poll(() => page.getByText('Pa gen rezilta pou "Kou Sekrè Bouyon".').count(), WAIT).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    const sitemap = await (await fetch(`${journey.app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/academy/${course.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);
  });
});
