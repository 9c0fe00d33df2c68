import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@academy/server';
import {
  hasChromium,
  openBrowser,
  signInViaUi,
  startApp,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForPath,
  type TestApp,
} from './support/index.ts';
import { seedAcademyCourses, serviceClient, uploadLessonVideo, type SeededCourse } from './fixtures/academyCourse.ts';

// Issue 21: a lesson has its own address (/academy/<course>/<lesson>?t=95) and a discussion at the second.
// In Creole (the default language). The local-video lesson plays offline, so seeking is seen on the real <video>.
const WAIT = { timeout: 15_000 };

describe.skipIf(!hasChromium)('lessons with an address and a discussion at the second', () => {
  let started: TestApp;
  let server: RunningServer;
  let browser: Browser;
  let course: SeededCourse;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const launching = openBrowser({ args: ['--autoplay-policy=no-user-gesture-required'] });
    started = await startApp({ seed: false });
    server = started.server;
    browser = await launching;
    course = await seedAcademyCourses(serviceClient(server.url, server.secretKey), await uploadLessonVideo(server.url, server.secretKey));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await started?.stop();
  });

  async function newLearnerPage(): Promise<Page> {
    const email = uniqueEmail('asker');
    const response = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.secretKey },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, role: 'student' }),
    });
    expect(response.ok).toBe(true);
    const context = await browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    const page = await context.newPage();
    await signInViaUi(page, server.url, email);
    await waitForPath(page, '/plans');
    return page;
  }

  const video = (page: Page) => page.locator('video[data-testid="lesson-video"]');
  const videoAt = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

  it('a learner asks at 1:35; a second learner opens the shared link, sees the marker and the timestamp seeks to 1:35', async () => {
    const lesson = course.lessonVideo;
    const first = await newLearnerPage();
    await first.goto(`${server.url}/academy/coder-ai/${lesson.id}?t=95`);
    const dialog = first.getByRole('dialog', { name: lesson.title });
    await dialog.waitFor();
    await expect.poll(() => first.title(), WAIT).toContain(lesson.title);
    await expect.poll(() => videoAt(first), WAIT).toBeGreaterThanOrEqual(95);
    // The learner pauses at 1:35 to ask.
    await video(first).evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 95;
    });
    const box = first.getByLabel('Poze yon kesyon oswa ekri yon nòt nan 1:35');
    await box.waitFor(WAIT);
    await box.fill('Poukisa tès la echwe isit la? https://example.com/log');
    await first.getByRole('button', { name: 'Voye', exact: true }).click();
    await expect.poll(() => first.getByRole('button', { name: 'Ale nan 1:35 nan videyo a' }).count(), WAIT).toBe(1);
    // The link in the text is made safe, as in the forum.
    expect(await first.getByRole('link', { name: 'https://example.com/log' }).getAttribute('rel')).toContain('noopener');
    if (process.env.LESSON_SHOTS) {
      await first.screenshot({ path: `${process.env.LESSON_SHOTS}/asked-1280.png`, fullPage: false });
      await first.emulateMedia({ colorScheme: 'dark' });
      await first.setViewportSize(viewports.mobile);
      await first.screenshot({ path: `${process.env.LESSON_SHOTS}/asked-375-dark.png`, fullPage: false });
      await first.emulateMedia({ colorScheme: 'light' });
      await first.setViewportSize(viewports.desktop);
    }
    const { data } = await serviceClient(server.url, server.secretKey)
      .from('lesson_messages')
      .select('at_seconds,body')
      .eq('video_id', lesson.id);
    expect(data).toEqual([{ at_seconds: 95, body: 'Poukisa tès la echwe isit la? https://example.com/log' }]);

    // Closing goes back to the course's address; back and forward reopen and close the lesson.
    await first.keyboard.press('Escape');
    await waitForPath(first, '/academy/coder-ai');
    await expect.poll(() => first.getByRole('dialog').count(), WAIT).toBe(0);
    if (process.env.LESSON_SHOTS) await first.screenshot({ path: `${process.env.LESSON_SHOTS}/closed-1280.png` });
    await expect.poll(() => first.getByTestId('lesson-questions').first().textContent(), WAIT).toBe('1 kesyon');
    await first.goBack();
    await expect.poll(() => first.getByRole('dialog', { name: lesson.title }).count(), WAIT).toBe(1);
    await first.goForward();
    await expect.poll(() => first.getByRole('dialog').count(), WAIT).toBe(0);

    // The second learner opens the lesson's address (shared without a time): the player starts at 0.
    const second = await newLearnerPage();
    await second.goto(`${server.url}/academy/coder-ai/${lesson.id}`);
    await second.getByRole('dialog', { name: lesson.title }).waitFor();
    await expect.poll(() => second.getByRole('button', { name: 'Kesyon nan 1:35' }).count(), WAIT).toBe(1);
    await video(second).evaluate((element: HTMLVideoElement) => element.pause());
    expect(await videoAt(second)).toBeLessThan(60);
    await second.getByRole('button', { name: 'Ale nan 1:35 nan videyo a' }).click();
    await expect.poll(() => videoAt(second), WAIT).toBeGreaterThanOrEqual(95);
    expect(await videoAt(second)).toBeLessThan(100);
    if (process.env.LESSON_SHOTS) await second.screenshot({ path: `${process.env.LESSON_SHOTS}/sought-1280.png` });
    // A reload keeps the lesson open.
    await second.reload();
    await expect.poll(() => second.getByRole('dialog', { name: lesson.title }).count(), WAIT).toBe(1);
  });

  it("a premium or unknown lesson's address says so and does not play", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/academy/gps-digital/${course.premiumLesson.id}`);
    await expect.poll(() => visitor.getByTestId('lesson-notice').textContent(), WAIT).toContain('Leson sa a bloke pou ou.');
    expect(await visitor.getByRole('dialog').count()).toBe(0);
    await visitor.goto(`${server.url}/academy/gps-digital/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => visitor.getByTestId('lesson-notice').textContent(), WAIT).toContain('Nou pa jwenn leson sa a nan kou a.');
    expect(await visitor.getByRole('dialog').count()).toBe(0);
  });
});
