import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appJourney,
  createUser,
  expectFailedRequest,
  hasChromium,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForPath,
} from './support/index.ts';
import { formatProblems, overflowProblems } from './support/overflow.ts';

// Issue 20, item 1: no screen lets content leave its box at a phone, tablet or desktop width, for a visitor,
// a subscribed learner with finished lessons, and staff. Measured (support/overflow.ts), not only looked at.
const WIDTHS = [375, 820, 1280] as const;
const PUBLIC_ROUTES = [
  '/',
  '/landing',
  '/plans',
  '/academy',
  '/academy/coder-ai',
  '/academy/gps-digital',
  '/academy/automation',
  '/community',
  '/prompts',
  '/tools',
  '/newsletter',
  '/signin',
  '/signup',
  '/no/such/page',
];
const MEMBER_ROUTES = [
  '/',
  '/plans',
  '/academy',
  '/academy/coder-ai',
  '/academy/gps-digital',
  '/community',
  '/prompts',
  '/tools',
  '/edit-profile',
];
const STAFF_ROUTES = [
  '/dashboard',
  '/dashboard/users',
  '/dashboard/videos',
  '/dashboard/prompts',
  '/dashboard/tools',
  '/dashboard/community',
  '/dashboard/newsletter',
  '/community',
  '/prompts',
];

describe.skipIf(!hasChromium)('layout: nothing leaves its box', () => {
  const journey = appJourney();

  async function problemsOn(page: Page, routes: string[], label: string): Promise<string[]> {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of routes) {
        // An unknown path is answered with the 404 page and status 404 (prerendered pages, issue 15).
        if (route === '/no/such/page') expectFailedRequest(page, { url: /\/no\/such\/page$/, status: 404 });
        await page.goto(`${journey.app.url}${route}`, { waitUntil: 'networkidle' });
        await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
        const problems = await overflowProblems(page);
        // LAYOUT_SCREENSHOTS=<dir> keeps a full-page picture of each route and width for a person to look at.
        if (process.env.LAYOUT_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.LAYOUT_SCREENSHOTS}/${label}${route.replaceAll('/', '_') || '_'}-${width}.png`,
            fullPage: true,
          });
        if (problems.length > 0) found.push(`${route} at ${width}px:\n${formatProblems(problems)}`);
      }
    }
    return found;
  }

  async function signedIn(role: 'student' | 'master'): Promise<{ page: Page; id: string }> {
    const email = uniqueEmail(role);
    const { id } = await createUser(journey.app, { email, password: STRONG_PASSWORD, role });
    const page = await journey.freshPage();
    await signInViaUi(page, journey.app.url, email);
    await waitForPath(page, role === 'master' ? '/dashboard' : '/plans');
    return { page, id };
  }

  it('a visitor', { timeout: 300_000 }, async () => {
    const page = await journey.freshPage();
    expect(await problemsOn(page, PUBLIC_ROUTES, 'visitor')).toEqual([]);
  });

  it('a subscribed learner who finished lessons (Completed and Premium badges)', { timeout: 300_000 }, async () => {
    const { page, id } = await signedIn('student');
    const database = journey.app.server.database;
    await database.query(
      `insert into public.subscriptions (user_id, tier, status, current_period_end, updated_at) values ($1, 'Monthly', 'active', now() + interval '20 days', now())`,
      [id],
    );
    await database.query(
      `insert into public.video_progress (user_id, video_id, progress, completed, last_watched)
       select $1, v.id, 100, true, now() from public.videos v join public.modules m on m.id = v.module_id where m.position = 1`,
      [id],
    );
    expect(await problemsOn(page, MEMBER_ROUTES, 'member')).toEqual([]);
  });

  it('staff', { timeout: 300_000 }, async () => {
    const { page } = await signedIn('master');
    expect(await problemsOn(page, STAFF_ROUTES, 'staff')).toEqual([]);
  });

  // Issue 20: the sidebar's copyright line was cut off with '…' in Portuguese (the longest of the three). It shows
  // whole at a phone (in the drawer), tablet and desktop width: its text fits its box and nothing is ellipsized.
  it('the footer shows whole in Portuguese at 375, 820 and 1280 px', { timeout: 120_000 }, async () => {
    const page = await journey.freshPage();
    await page.context().addCookies([{ name: 'academy-locale', value: 'pt', url: journey.app.url }]);
    const footerText = 'Todos os direitos reservados.';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${journey.app.url}/academy`, { waitUntil: 'networkidle' });
      const footer = page.getByText(footerText);
      if (!(await footer.isVisible())) await page.getByTestId('sidebar-toggle').click();
      await footer.waitFor({ state: 'visible' });
      const cut = await footer.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          hidden: element.scrollWidth - element.clientWidth,
          ellipsis: style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap',
        };
      });
      expect(cut, `footer at ${width}px`).toEqual({ hidden: 0, ellipsis: false });
      expect(await footer.textContent()).toBe('© 2025 Academy. Todos os direitos reservados.');
    }
  });

  // Issue 20.10: on a phone every dashboard tab is in sight, the Users table keeps its Ban column on screen, and the
  // forum's staff actions are reachable at a phone and a tablet width.
  it('staff on a phone and a tablet reach every tab, the Ban column and the forum actions', { timeout: 120_000 }, async () => {
    const { page } = await signedIn('master');
    await createUser(journey.app, { email: uniqueEmail('member'), password: STRONG_PASSWORD, role: 'student' });
    const onScreen = async (locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
    };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${journey.app.url}/dashboard/users`, { waitUntil: 'networkidle' });
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(7);
    for (const tab of await tabs.all()) expect(await onScreen(tab), (await tab.textContent()) ?? '').toBe(true);
    const ban = page.getByRole('button', { name: /^Ban User: / }).first();
    await ban.waitFor();
    expect(await onScreen(ban)).toBe(true);

    for (const width of [375, 820]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${journey.app.url}/community`, { waitUntil: 'networkidle' });
      const remove = page.getByRole('button', { name: 'Efase' }).first();
      await remove.waitFor();
      expect(await onScreen(remove), `Efase at ${width}px`).toBe(true);
    }
  });
});
