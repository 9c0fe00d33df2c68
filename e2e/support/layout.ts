// The layout journeys' shared part (layout*.test.ts, split so the parallel e2e workers share the routes between them):
// the routes measured, what some of them make fail on purpose, and problemsOn(), which loads each route once and
// measures it at each width.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createUser, uniqueEmail } from './app.ts';
import { expectFailedRequest, type ExpectedFailure } from './browserProblems.ts';
import type { AppJourney } from './journey.ts';
import { signInViaUi, STRONG_PASSWORD, waitForPath } from './journeys.ts';
import { formatProblems, overflowProblems } from './overflow.ts';

// Issue 20, item 1: no screen lets content leave its box at a phone, tablet or desktop width, for a visitor,
// a subscribed learner with finished lessons, and staff. Measured (support/overflow.ts), not only looked at.
export const WIDTHS = [375, 820, 1280] as const;
/** Addresses that need a row of the database: resolved once per run (see `placeholders`). */
const LESSON = '{lesson}';
const CERTIFICATE = '{certificate}';
export const PUBLIC_ROUTES = [
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
export const MEMBER_ROUTES = [
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
export const STAFF_ROUTES = [
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
export function appRoutePatterns(): string[] {
  const source = readFileSync(new URL('../../packages/app/src/routes.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]!);
}

/** Whether an address is one the route pattern answers (react-router's `:name`, `:name?` and `*`). */
export function patternMatches(pattern: string, address: string): boolean {
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

/** The measuring helpers of one journey file (its app and browser). */
export function layoutChecks(journey: AppJourney) {
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
  return { problemsOn, signedIn };
}
