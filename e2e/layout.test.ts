import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appJourney, createUser, hasChromium, STRONG_PASSWORD, uniqueEmail } from './support/index.ts';
import { appRoutePatterns, layoutChecks, MEMBER_ROUTES, patternMatches, PUBLIC_ROUTES, STAFF_ROUTES } from './support/layout.ts';

// Issue 20, item 1: no screen lets content leave its box at a phone, tablet or desktop width, for a visitor,
// a subscribed learner with finished lessons, and staff. Measured (support/overflow.ts), not only looked at.
// The same pages in Portuguese and English, and the footer's words, are in layoutLanguages.test.ts: two files, so
// the parallel e2e workers (e2e/vitest.config.ts) share them.
describe.skipIf(!hasChromium)('layout: nothing leaves its box', () => {
  const journey = appJourney();
  const { problemsOn, signedIn } = layoutChecks(journey);

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
