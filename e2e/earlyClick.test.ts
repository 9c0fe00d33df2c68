import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appJourney, hasChromium, viewports } from './support/index.ts';
import { phonePage, type When } from './support/phone.ts';

// Issue 34.1, the buttons: a prerendered page is on screen, with its buttons, before React listens. A press in that
// window (a filter on the catalogue, the menu on a phone, search, "show password") did nothing and was lost; now the
// app performs it once it is live (index.html keeps it, earlyPress.ts performs it), on the page it adopted and on a
// page it rendered afresh (here: a visitor who collapsed the sidebar, whose page is not adopted). A control pressed
// twice because nothing happened is pressed once.

const journey = appJourney();

/** Waits until the app is live without the journeys' goto wrapper (phone pages have none). */
async function appLive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 90_000 });
}

/**
 * Opens `path` as a slow phone, presses `control` (`times` times) while the app's code is held, then lets the app
 * load and returns the page once it is live; `when` late presses after the app is live, as the reference outcome.
 */
async function pressOn(
  path: string,
  control: (page: Page) => ReturnType<Page['locator']>,
  when: When,
  options: Parameters<typeof phonePage>[2] & { times?: number } = {},
) {
  const { page, pressed, release } = await phonePage(journey.browser, when, options);
  await page.goto(`${journey.app.url}${path}`, { waitUntil: 'commit' });
  await control(page).waitFor();
  if (when === 'late') await appLive(page);
  const liveBefore = await page.evaluate(() => document.documentElement.dataset.app === 'ready');
  // Without this an early journey could pass by pressing late on a fast machine, proving nothing.
  expect(liveBefore, 'whether the app was live at the press').toBe(when === 'late');
  for (let i = 0; i < (options.times ?? 1); i++) await control(page).click();
  pressed();
  await appLive(page);
  await release();
  return page;
}

const secondCategory = (page: Page) => page.locator('button[aria-pressed="false"]').first();

describe.skipIf(!hasChromium)('a button pressed before the app is live (12x CPU)', () => {
  it('a catalogue filter pressed early is applied once the app is live, as a late press is', { timeout: 300_000 }, async () => {
    for (const when of ['early', 'late'] as const) {
      const page = await pressOn('/academy', secondCategory, when, { viewport: viewports.desktop });
      const name = await page.locator('button[aria-pressed="true"]').first().textContent();
      await expect.poll(() => page.locator('button[aria-pressed="true"]').count(), { timeout: 30_000 }).toBe(1);
      expect(name, when).not.toBe('');
      // The first button ("all") is no longer the pressed one: the press moved the filter.
      await expect.poll(() => page.locator('button[aria-pressed]').first().getAttribute('aria-pressed')).toBe('false');
      await page.context().close();
    }
  });

  it('pressed twice early, a filter is pressed once (not toggled back)', { timeout: 300_000 }, async () => {
    const page = await pressOn('/academy', secondCategory, 'early', { viewport: viewports.desktop, times: 2 });
    await expect.poll(() => page.locator('button[aria-pressed]').first().getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('false');
    await page.context().close();
  });

  it('the phone menu pressed early opens the navigation drawer', { timeout: 300_000 }, async () => {
    const page = await pressOn('/academy', (p) => p.getByTestId('sidebar-toggle'), 'early');
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.context().close();
  });

  it('search pressed early opens the search dialog', { timeout: 300_000 }, async () => {
    const page = await pressOn('/academy', (p) => p.getByTestId('search-open'), 'early', { viewport: viewports.desktop });
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.context().close();
  });

  it('Ctrl+K pressed early opens the search dialog, once (a keyboard shortcut is kept as a click is)', { timeout: 300_000 }, async () => {
    const { page, pressed, release } = await phonePage(journey.browser, 'early', { viewport: viewports.desktop });
    await page.goto(`${journey.app.url}/academy`, { waitUntil: 'commit' });
    await page.getByTestId('search-open').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.app === 'ready'), 'whether the app was live at the press').toBe(
      false,
    );
    await page.keyboard.press('Control+k');
    pressed();
    await appLive(page);
    await release();
    const search = page.getByRole('dialog').first();
    await search.waitFor({ state: 'visible', timeout: 30_000 });
    // Closed, it stays closed: the kept shortcut is performed once.
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('"show password" pressed early shows the password', { timeout: 300_000 }, async () => {
    const page = await pressOn('/signin', (p) => p.locator('form button[aria-pressed]'), 'early');
    await expect.poll(() => page.locator('input[name="password"]').getAttribute('type'), { timeout: 30_000 }).toBe('text');
    await page.context().close();
  });

  it('on a page the app renders afresh (a collapsed sidebar), a filter pressed early is applied', { timeout: 300_000 }, async () => {
    const cookies = [{ name: 'sidebar:state', value: 'false', url: journey.app.url }];
    const page = await pressOn('/academy', secondCategory, 'early', { viewport: viewports.desktop, cookies });
    await expect.poll(() => page.locator('button[aria-pressed]').first().getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('false');
    await expect.poll(() => page.locator('button[aria-pressed="true"]').count()).toBe(1);
    await page.context().close();
  });
});
