import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appJourney,
  createUser,
  expectFailedRequest,
  hasChromium,
  newPage,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForPath,
} from './support/index.ts';

/** The 404 page is answered with status 404, on purpose. */
const NOT_FOUND_ANSWER = { url: /\/(404|no\/such\/page)$/, status: 404 };

// Issue 15: public pages arrive as finished HTML (prerendered at build time, in the visitor's language) and the app
// takes them over without re-rendering them (hydration without a mismatch).

/** Every prerendered route (packages/app/scripts/prerender.ts), and a path only the 404 page answers. */
const PRERENDERED = [
  '/',
  '/landing',
  '/academy',
  '/academy/all',
  '/academy/automation',
  '/plans',
  '/all-access',
  '/signin',
  '/signup',
  '/reset-password',
  '/404',
];

/**
 * Console errors and warnings and page errors, which is where React reports a hydration mismatch (minified #418/#425
 * in production), and failed requests other than the 404 page's own answer.
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 4xx answer; requests are checked below, where the 404 page's own answer can be told apart.
    if (message.text().startsWith('Failed to load resource')) return;
    // The server's Permissions-Policy names features this Chromium does not know: the browser's word on a header.
    if (message.text().startsWith('Error with Permissions-Policy header')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => {
    const isNotFoundPage = response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/404';
    if (response.status() >= 400 && !isNotFoundPage) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** Records whether anything ever removed the prerendered children of #root (a fresh render does; hydration never). */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { rootReplaced: boolean };
    flags.rootReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) if ((record.target as Element).id === 'root' && record.removedNodes.length) flags.rootReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const rootReplaced = (page: Page) => page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced);

async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 15_000 });
}

describe.skipIf(!hasChromium)('prerendered public pages', () => {
  const journey = appJourney();

  it('show their headings, text and prices in Creole with JavaScript disabled', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();

    await page.goto(`${journey.app.url}/landing`);
    await page.getByRole('heading', { level: 1, name: 'Bati aplikasyon, sit ak otomatizasyon ak AI nan 90 jou' }).waitFor();
    const landing = await page.locator('body').innerText();
    expect(landing).toMatch(/500,00\s\$US/);
    expect(landing).toMatch(/47,90\s\$US/);

    await page.goto(`${journey.app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Aprann konstwi avèk IA an 90 jou' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('Kou videyo, prompts, zouti ak yon kominote');
    // The home page's structured data is in the HTML, with this server's address.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': { url?: string; offers?: { price: string } }[];
    };
    expect(jsonLd['@graph'][1]).toMatchObject({ url: `${journey.app.url}/academy`, offers: { price: '19.90' } });

    await page.goto(`${journey.app.url}/academy`);
    await page.getByRole('heading', { level: 1, name: 'Akademi' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('AI Coder');
    expect(await page.title()).toBe('Akademi · Academy');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Aprann konstwi aplikasyon, sit, sistèm ak otomatizasyon avèk IA nan anviwon 90 jou.',
    );
    await context.close();
  });

  it('come in the language of the cookie, with the config inlined and a 404 for unknown paths', async () => {
    const english = await fetch(`${journey.app.url}/plans`, { headers: { accept: 'text/html', cookie: 'academy-locale=en' } });
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Choose your plan · Academy</title>');
    expect(html).toContain('<meta property="og:title" content="Choose your plan · Academy" />');
    expect(html).toMatch(/<script type="application\/json" id="academy-config">\{"supabaseUrl":/);

    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    expectFailedRequest(context, NOT_FOUND_ANSWER);
    await context.addCookies([{ name: 'academy-locale', value: 'en', url: journey.app.url }]);
    const page = await context.newPage();
    await page.goto(`${journey.app.url}/plans`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    const missing = await page.goto(`${journey.app.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await context.close();
  });

  for (const locale of ['ht', 'pt', 'en']) {
    it(`hydrate without a mismatch on every prerendered route in ${locale}, on a phone and a desktop`, { timeout: 180_000 }, async () => {
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        const { context, page } = await newPage(journey.browser, { viewport });
        expectFailedRequest(context, NOT_FOUND_ANSWER);
        await context.addCookies([{ name: 'academy-locale', value: locale, url: journey.app.url }]);
        const problems = collectProblems(page);
        await watchRoot(page);
        for (const route of PRERENDERED) {
          await page.goto(`${journey.app.url}${route}`);
          await waitForApp(page);
          // The app took over the prerendered page (hydration) instead of rendering it again, in the same language.
          expect(await rootReplaced(page), route).toBe(false);
          expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerenderedPath)).toBe(route);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        }
        // React settles hydration after the first commit: give it a moment to report.
        await page.waitForTimeout(300);
        expect(problems, `${locale} at ${viewport.width}px`).toEqual([]);
        await context.close();
      }
    });
  }

  // Issue 34.2: a prerendered page loads the parts of its language's messages it shows (data-messages), not the
  // whole catalogue; a screen shown after it waits for the whole language, so it never shows a message's key.
  for (const locale of ['ht', 'pt', 'en']) {
    it(`a prerendered page loads only its parts of the ${locale} messages; the next screen has all of them`, async () => {
      const { context, page } = await newPage(journey.browser, { viewport: viewports.desktop });
      await context.addCookies([{ name: 'academy-locale', value: locale, url: journey.app.url }]);
      const problems = collectProblems(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const wholeLocale = new RegExp(`^/assets/${locale}-[\\w-]+\\.js$`);
      await page.goto(`${journey.app.url}/academy`);
      await waitForApp(page);
      const parts = (await page.evaluate(() => document.getElementById('root')?.dataset.messages))?.split(' ') ?? [];
      expect(parts).toEqual(expect.arrayContaining(['academy', 'shell']));
      expect(parts).not.toContain('prompts');
      for (const part of parts)
        expect(
          requested.some((file) => new RegExp(`^/assets/${part}-[\\w-]+\\.js$`).test(file)),
          part,
        ).toBe(true);
      expect(requested.filter((file) => wholeLocale.test(file))).toEqual([]);

      // The sidebar's link to the prompts (a screen of another part) is followed inside the app.
      await page.locator('a[href="/prompts"]').first().click();
      await waitForPath(page, '/prompts');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => requested.some((file) => wholeLocale.test(file))).toBe(true);
      const keyLike =
        /\b(?:common|shell|auth|profile|dashboard|academy|home|community|prompts|tools|newsletter|subscription|marketing|search|notifications)\.[a-zA-Z]+/;
      expect(await page.locator('body').innerText()).not.toMatch(keyLike);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  // Issue 34.2: nothing a visitor has not asked for starts after the paint. The language switch's code (react-aria's
  // Select and popover, about 50 KB gzip) and supabase-js (about 47 KB) come at the first press; until then the public
  // pages' reads (the catalogue's revalidation, the home page's sample lessons) go without supabase-js.
  it("a visitor's page reads its data without supabase-js, and the first press brings the language switch", async () => {
    const { context, page } = await newPage(journey.browser, { viewport: viewports.desktop });
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const switchCode = /^\/assets\/LanguageMenu-[\w-]+\.js$/;
    const supabaseJs = /^\/assets\/createBackendClient-[\w-]+\.js$/;
    for (const route of ['/landing', '/academy', '/']) {
      await page.goto(`${journey.app.url}${route}`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(
        requested.filter((file) => switchCode.test(file) || supabaseJs.test(file)),
        route,
      ).toEqual([]);
    }
    // The home page's sample lessons arrived (three lessons to start), and the catalogue was read again.
    await expect.poll(() => page.getByRole('button', { name: 'Kòmanse' }).count(), { timeout: 15_000 }).toBe(3);
    expect(requested).toContain('/rest/v1/lesson_catalog');
    expect(requested).toContain('/rest/v1/courses');

    // A press on the stand-in opens the real list once its code is here; supabase-js comes with the first press.
    await page
      .getByRole('button', { name: /Kreyòl ayisyen/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learn to build with AI in 90 days' }).waitFor();
    expect(requested.some((file) => switchCode.test(file))).toBe(true);
    await expect.poll(() => requested.some((file) => supabaseJs.test(file))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signing in from the prerendered /signin works', async () => {
    const email = uniqueEmail('prerender');
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });
    const { context, page } = await newPage(journey.browser);
    const problems = collectProblems(page);
    await page.goto(`${journey.app.url}/signin`);
    await waitForApp(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await waitForPath(page, '/plans');
    await page.getByTestId('user-menu-trigger').waitFor();
    // A member on a prerendered page gets the app's own render (the HTML was a visitor's), still without warnings.
    await page.goto(`${journey.app.url}/academy`);
    await page.getByTestId('user-menu-trigger').waitFor();
    expect(await page.getByRole('link', { name: 'Konekte' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Course pages are any course staff create (issue 33): the build no longer prerenders a frame per course.
  it("a member's lessons and progress arrive on a course page without a layout shift", async () => {
    const email = uniqueEmail('frame');
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });

    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { context, page } = await newPage(journey.browser, { viewport });
      const problems = collectProblems(page);
      await page.goto(`${journey.app.url}/signin`);
      await waitForApp(page);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await waitForPath(page, '/plans');
      await page.addInitScript(() => {
        const seen = window as unknown as { shifts: number };
        seen.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${journey.app.url}/academy/coder-ai`);
      // The member's own render replaced the frame: progress card and lessons together.
      await page.getByText('Course Progress').waitFor();
      await page.getByRole('heading', { level: 3, name: 'Kisa yon LLM ye e kijan li ka ede w kode' }).waitFor();
      await page.waitForTimeout(500);
      expect(
        await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
        `layout shift at ${viewport.width}px`,
      ).toBeLessThanOrEqual(0.02);
      expect(await page.getByRole('link', { name: 'Konekte' }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
