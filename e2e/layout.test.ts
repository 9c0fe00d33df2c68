import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appJourney,
  createUser,
  expectFailedRequest,
  type ExpectedFailure,
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
/** Addresses that need a row of the database: resolved once per run (see `placeholders`). */
const LESSON = '{lesson}';
const CERTIFICATE = '{certificate}';
const PUBLIC_ROUTES = [
  '/',
  '/landing',
  '/all-access',
  '/plans',
  '/academy',
  '/academy/all',
  '/academy/coder-ai',
  `/academy/coder-ai/${LESSON}`,
  '/academy/gps-digital',
  '/academy/game-ai',
  '/academy/mobile-ai',
  '/academy/automation',
  `/certificates/${CERTIFICATE}`,
  '/community',
  '/prompts',
  '/tools',
  '/newsletter',
  '/newsletter/confirm?token=not-a-token',
  '/newsletter/unsubscribe?token=not-a-token',
  '/notifications/unsubscribe?token=not-a-token',
  '/checkout-success',
  '/signin',
  '/signup',
  '/reset-password',
  '/update-password',
  '/no/such/page',
];
const MEMBER_ROUTES = [
  '/',
  '/plans',
  '/academy',
  '/academy/coder-ai',
  `/academy/coder-ai/${LESSON}`,
  '/academy/gps-digital',
  '/academy/game-ai',
  `/certificates/${CERTIFICATE}`,
  '/community',
  '/prompts',
  '/tools',
  '/newsletter',
  '/checkout-success?session_id=cs_test_not_theirs',
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

/** What some addresses make fail on purpose: an invalid link's token is refused; a lesson asks YouTube (offline here). */
function expectedFailures(route: string): ExpectedFailure[] {
  if (route.includes(LESSON)) return [{ url: /^https:\/\/www\.youtube\.com\/iframe_api/ }];
  if (route === '/no/such/page') return [{ url: /\/no\/such\/page$/, status: 404 }];
  const refused = {
    '/newsletter/confirm': 'newsletter-confirm',
    '/newsletter/unsubscribe': 'newsletter-unsubscribe',
    '/notifications/unsubscribe': 'notify-unsubscribe',
  };
  const name = Object.entries(refused).find(([path]) => route.startsWith(`${path}?`))?.[1];
  return name ? [{ url: new RegExp(`/functions/v1/${name}$`), status: 400 }] : [];
}

/** The app's route patterns, read from its route table, so a route added later cannot be left out of this test. */
function appRoutePatterns(): string[] {
  const source = readFileSync(new URL('../packages/app/src/routes.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]!);
}

/** Whether an address is one the route pattern answers (react-router's `:name`, `:name?` and `*`). */
function patternMatches(pattern: string, address: string): boolean {
  if (pattern === '*') return true;
  const path = address.split('?')[0]!;
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*' ? '(?:/.*)?' : segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`,
    )
    .slice(1)
    .join('');
  return new RegExp(`^${source || '/'}$`).test(path);
}

describe.skipIf(!hasChromium)('layout: nothing leaves its box', () => {
  const journey = appJourney();

  /** The rows the addresses with placeholders need: a lesson of AI Coder and a certificate, made once per run. */
  let placeholders: Promise<Record<string, string>> | undefined;
  function resolvePlaceholders(): Promise<Record<string, string>> {
    placeholders ??= (async () => {
      const database = journey.app.server.database;
      const [lesson] = await database.query<{ id: string }>(
        `select v.id from public.videos v join public.modules m on m.id = v.module_id join public.courses c on c.id = m.course_id
         where c.slug = 'coder-ai' order by m.position, v.position limit 1`,
      );
      const { id: learner } = await createUser(journey.app, { email: uniqueEmail('graduate'), password: STRONG_PASSWORD, role: 'student' });
      const [certificate] = await database.query<{ id: string }>(
        `insert into public.certificates (user_id, course_id, learner_name, course_title)
         select $1, id, 'Marie-Jeanne Baptiste-Delacroix', title from public.courses where slug = 'coder-ai' returning id`,
        [learner],
      );
      return { [LESSON]: lesson!.id, [CERTIFICATE]: certificate!.id };
    })();
    return placeholders;
  }

  async function problemsOn(
    page: Page,
    routes: string[],
    label: string,
    widths: readonly number[] = WIDTHS,
    language?: string,
  ): Promise<string[]> {
    const found: string[] = [];
    const values = await resolvePlaceholders();
    // One load per address, then each width by resizing: the layout is responsive CSS and components that read the
    // width follow it (useMediaQuery), so a resize shows what a load at that width shows, in a third of the time.
    for (const route of routes) {
      const address = Object.entries(values).reduce((path, [placeholder, value]) => path.replace(placeholder, value), route);
      // An unknown path is answered with the 404 page and status 404 (prerendered pages, issue 15).
      for (const failure of expectedFailures(route)) expectFailedRequest(page, failure);
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(`${journey.app.url}${address}`, { waitUntil: 'networkidle' });
      await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
      // The words measured are the reader's: every page, prerendered or not, comes up in the cookie's language.
      const shown = await page.evaluate(() => document.documentElement.lang);
      if (language && shown !== language) found.push(`${route} shows language '${shown}', not '${language}'`);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize's layout and whatever React renders in answer to it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const problems = await overflowProblems(page);
        // LAYOUT_SCREENSHOTS=<dir> keeps a full-page picture of each route and width for a person to look at.
        if (process.env.LAYOUT_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.LAYOUT_SCREENSHOTS}/${label}${route.replaceAll(/[/?={}]/g, '_') || '_'}-${width}.png`,
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

  it('measures every route of the app', () => {
    const measured = [...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...STAFF_ROUTES];
    const patterns = appRoutePatterns();
    expect(patterns.length).toBeGreaterThan(20);
    const named = patterns.filter((pattern) => pattern !== '*');
    // The catch-all route counts as measured by an address no other route answers (the 404 page).
    const unmeasured = patterns.filter((pattern) =>
      pattern === '*'
        ? !measured.some((address) => !named.some((other) => patternMatches(other, address)))
        : !measured.some((address) => patternMatches(pattern, address)),
    );
    expect(unmeasured).toEqual([]);
  });

  it('a visitor', { timeout: 300_000 }, async () => {
    const page = await journey.freshPage();
    expect(await problemsOn(page, PUBLIC_ROUTES, 'visitor')).toEqual([]);
  });

  // Portuguese and English words run longer than Creole's in places (buttons, badges, the footer): the same pages at
  // a phone and a tablet width, where a longer word has the least room.
  for (const language of ['pt', 'en'] as const)
    it(`a visitor reading ${language === 'pt' ? 'Portuguese' : 'English'}`, { timeout: 300_000 }, async () => {
      const page = await journey.freshPage();
      await page.context().addCookies([{ name: 'academy-locale', value: language, url: journey.app.url }]);
      expect(await problemsOn(page, PUBLIC_ROUTES, `visitor-${language}`, [375, 820], language)).toEqual([]);
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
    await expect.poll(() => tabs.count()).toBe(8);
    for (const tab of await tabs.all()) expect(await onScreen(tab), (await tab.textContent()) ?? '').toBe(true);
    const ban = page.getByRole('button', { name: /^Entèdi manm: / }).first();
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
