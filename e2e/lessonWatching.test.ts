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

// Issue 39.2 and 39.14: what watching a lesson sends and what it counts, in real Chromium against the real server.
// The local lesson video (fixtures/lesson.webm) is 120 s long.
const WAIT = { timeout: 15_000 };

describe.skipIf(!hasChromium)('watching a lesson', () => {
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
    const videoUrl = await uploadLessonVideo(server.url, server.secretKey);
    course = await seedAcademyCourses(serviceClient(server.url, server.secretKey), videoUrl);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await started?.stop();
  });

  async function learner(): Promise<{ id: string; page: Page }> {
    const email = uniqueEmail('watcher');
    const response = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.secretKey },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, role: 'student' }),
    });
    const { id } = (await response.json()) as { id: string };
    const context = await browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    const page = await context.newPage();
    await signInViaUi(page, server.url, email);
    await waitForPath(page, '/plans');
    return { id, page };
  }

  async function stored(userId: string) {
    const rows = await server.database.query<{ progress: string; completed: boolean; position_seconds: string | null }>(
      'select progress, completed, position_seconds from public.video_progress where user_id = $1 and video_id = $2',
      [userId, course.lessonVideo.id],
    );
    return rows[0]
      ? { progress: Number(rows[0].progress), completed: rows[0].completed, position: Number(rows[0].position_seconds) }
      : null;
  }

  /** Every request the page sends from now on (with when), and how many of them save progress. */
  function watchRequests(page: Page) {
    const sent: { at: number; method: string; url: string }[] = [];
    page.on('request', (request) => sent.push({ at: Date.now(), method: request.method(), url: request.url() }));
    const isSave = (entry: { method: string; url: string }) => entry.method === 'POST' && entry.url.includes('/rest/v1/video_progress');
    return {
      saves: () => sent.filter(isSave).length,
      since: (at: number) => sent.filter((entry) => entry.at >= at).map((entry) => `${entry.method} ${entry.url}`),
    };
  }

  const video = (page: Page) => page.locator('video[data-testid="lesson-video"]');
  const playerAt = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
  const playing = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => !element.paused && !element.ended);

  it('2. rewatching a completed lesson sends nothing, and the page goes network-idle while it plays', async () => {
    const { id, page } = await learner();
    await server.database.query(
      `insert into public.video_progress (user_id, video_id, progress, completed, position_seconds) values ($1, $2, 100, true, 120)`,
      [id, course.lessonVideo.id],
    );
    const requests = watchRequests(page);
    await page.goto(`${server.url}/academy/coder-ai`);
    await page.getByRole('link', { name: `Gade ${course.lessonVideo.title}` }).click();
    await video(page).waitFor();
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(1);
    // The page is network-idle while the video plays on: 5 s of playing without a single request.
    const quietFrom = Date.now();
    const playedFrom = await playerAt(page);
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(playedFrom + 5);
    expect(await playing(page)).toBe(true);
    expect(requests.since(quietFrom)).toEqual([]);
    expect(requests.saves()).toBe(0);
    // Closing it sends nothing either: the stored row already says all there is (a finished lesson starts over).
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(1_000);
    expect(requests.saves()).toBe(0);
    expect(await stored(id)).toMatchObject({ progress: 100, completed: true });
  });

  it('2. an unfinished lesson watched again from an earlier point saves at most every 10 s, each save a change', async () => {
    const { id, page } = await learner();
    await server.database.query(
      `insert into public.video_progress (user_id, video_id, progress, completed, position_seconds) values ($1, $2, 60, false, 72)`,
      [id, course.lessonVideo.id],
    );
    const requests = watchRequests(page);
    // The lesson's address with ?t=10: the learner goes back to an earlier point than the one saved.
    await page.goto(`${server.url}/academy/coder-ai/${course.lessonVideo.id}?t=10`);
    await video(page).waitFor();
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(11);
    // 5 s of playing: at most the first save (the resume point moved), nothing else at all.
    const quietFrom = Date.now();
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(16);
    expect(await playing(page)).toBe(true);
    expect(requests.since(quietFrom).length).toBeLessThanOrEqual(1);
    expect(requests.saves()).toBeLessThanOrEqual(1);
    expect((await stored(id))!.progress).toBe(60);
  });

  it("14. 'Watched %' is the seconds played: a ?t=95 link watched for 4 s is a few percent, and seeking to the end completes nothing", async () => {
    const { id, page } = await learner();
    await page.goto(`${server.url}/academy/coder-ai/${course.lessonVideo.id}?t=95`);
    await video(page).waitFor();
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(96);
    const from = await playerAt(page);
    await expect.poll(() => playerAt(page), WAIT).toBeGreaterThan(from + 4);
    // Seek to the last 3 s, and let it play to the end.
    await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 117));
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.ended), { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // About 5 s from 95 and 3 s at the end, of 120 s: under 15%, not completed; the database holds those two stretches
    // (a loaded machine's player may report sparsely: a step of over 3 s between reports counts as a seek, not played).
    // Both stretches, once saved: the end's save leaves with the dialog's close, after the first one's (a loaded
    // machine's server stored it after a check made at the first; seen once on a fresh clone).
    const watched = async () =>
      (
        await server.database.query<{ watched: string }>(
          `select watched_ranges::text as watched from public.video_progress where user_id = $1 and video_id = $2`,
          [id, course.lessonVideo.id],
        )
      )[0]?.watched ?? '';
    await expect.poll(watched, WAIT).toMatch(/^\{\[9[4-9],\d+\),\[11[6-9],120\)\}$/);
    const row = (await stored(id))!;
    expect(row.completed).toBe(false);
    expect(row.progress).toBeLessThan(15);
    const [ranges] = await server.database.query<{ watched: string; seconds: number }>(
      `select watched_ranges::text as watched, (select sum(upper(r) - lower(r)) from unnest(watched_ranges) r)::int as seconds
         from public.video_progress where user_id = $1 and video_id = $2`,
      [id, course.lessonVideo.id],
    );
    expect(ranges!.seconds, ranges!.watched).toBeGreaterThanOrEqual(4);
    expect(ranges!.seconds).toBeLessThanOrEqual(14);
    expect(ranges!.watched).toMatch(/^\{\[9[4-9],\d+\),\[11[6-9],120\)\}$/);
  });
});
