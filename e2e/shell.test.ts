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
  waitForText,
} from './support/index.ts';
import { phonePage } from './support/phone.ts';

// Shell and language journeys (issues 5 and 10) against the real server and the production build, in the default
// language (ht), where SPEC's quoted messages appear verbatim.
describe.skipIf(!hasChromium)('shell and language', () => {
  const journey = appJourney();

  it('shell: 404 page, sidebar shortcut on desktop, drawer on mobile', async () => {
    const page = await journey.freshPage();
    // An unknown path is answered with the 404 page and status 404 (prerendered pages, issue 15).
    expectFailedRequest(page, { url: /\/no\/such\/page$/, status: 404 });
    await page.goto(`${journey.app.url}/no/such/page`);
    await waitForText(page, '404');
    await waitForText(page, 'Oops! Page not found');
    // The offer of SPEC 9 has ended (2025-05-02): the banner no longer announces a presale beside 'Offer Ended'
    // (issue 20.15) but the offer that stands, and it is a link to it.
    await waitForText(page, 'Aksè pou tout lavi: All Access + Elite + Mentorship, yon sèl peman');
    expect(
      await page.getByRole('link', { name: 'Aksè pou tout lavi: All Access + Elite + Mentorship, yon sèl peman' }).getAttribute('href'),
    ).toBe('/plans');
    expect(await page.getByText('Presale is now Live!', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'Retounen lakay' }).click();
    await waitForPath(page, '/');

    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-collapsed'), { timeout: 10_000 }).toBe('true');
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('false');
    await page.reload();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-collapsed'), { timeout: 10_000 }).toBe('true');

    const phone = await journey.freshPage({ viewport: viewports.mobile });
    await phone.goto(`${journey.app.url}/`);
    const drawer = phone.getByTestId('sidebar');
    expect(await drawer.getAttribute('data-open')).toBe('false');
    await phone.getByTestId('sidebar-toggle').click();
    await expect.poll(() => drawer.getAttribute('data-open'), { timeout: 10_000 }).toBe('true');
    await drawer.getByRole('link', { name: 'Zouti' }).click();
    await waitForPath(phone, '/tools');
    await expect.poll(() => drawer.getAttribute('data-open'), { timeout: 10_000 }).toBe('false');
  });

  // A prerendered page shows its language switch before React listens (the app's code, the visitor's language and the
  // route still download): a press then was lost, and on a busy machine the journey below clicked into that window.
  // On a phone-speed CPU (12x slower), a press right at the load event opens the switch once the app is live.
  it('a press on the language switch before the app is live opens it when the app starts', { timeout: 180_000 }, async () => {
    // The app's code is held until the press (support/phone.ts): the press surely comes before the app is live, on a
    // fast machine or a loaded one (the CPU throttling alone left that to the machine's speed, and a loaded run lost it).
    const { page, pressed, release } = await phonePage(journey.browser, 'early', { viewport: viewports.desktop });
    await page.goto(`${journey.app.url}/signin`, { waitUntil: 'commit' });
    const standIn = page.getByRole('button', { name: /Kreyòl ayisyen/ });
    await standIn.waitFor();
    expect(await standIn.getAttribute('aria-busy')).toBe('true'); // still the prerendered stand-in
    await standIn.click();
    pressed();
    await page.getByRole('option', { name: 'English' }).waitFor({ timeout: 60_000 });
    await release();
    await page.context().close();
  });

  it('dark mode and language: chosen in the user menu or by visitors, kept after reload, saved in the profile', async () => {
    const visitor = await journey.freshPage();
    await visitor.goto(`${journey.app.url}/signin`);
    await visitor.getByRole('button', { name: /Kreyòl ayisyen/ }).click();
    await visitor.getByRole('option', { name: 'English' }).click();
    await visitor.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
    await visitor.reload();
    await visitor.getByRole('link', { name: 'Home' }).first().waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');

    const { page, email } = await journey.signedInLearner();
    await page.getByTestId('user-menu-trigger').click();
    await page.locator('label', { hasText: 'Mòd fènwa' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: /Kreyòl ayisyen/ }).click();
    await page.getByRole('option', { name: 'Português' }).click();
    await page.getByRole('link', { name: 'Início' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Início' }).first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.lang])).toEqual(['dark', 'pt']);
    await expect
      .poll(
        async () =>
          (
            await journey.app.server.database.query<{ locale: string }>('select locale from public.user_profiles where email = $1', [email])
          )[0]?.locale,
        { timeout: 10_000 },
      )
      .toBe('pt');
  });

  it('a language chosen right after sign-in is not undone by the sign-in sync landing late (the lang/catalog flake)', async () => {
    // The sync saves this browser's language into an empty profile; hold that write until the person has picked
    // another language, as a busy machine did. Before the fix it landed last and the next load switched back.
    const email = uniqueEmail('late-sync');
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });
    const page = await journey.freshPage();
    await page.route('**/rest/v1/user_profiles*', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && (request.postData() ?? '').includes('"ht"'))
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await signInViaUi(page, journey.app.url, email);
    await waitForPath(page, '/plans');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('button', { name: /Kreyòl ayisyen/ }).click();
    await page.getByRole('option', { name: 'Português' }).click();
    await page.getByRole('link', { name: 'Início' }).first().waitFor();
    await page.waitForTimeout(3_500);
    await page.unroute('**/rest/v1/user_profiles*');
    await page.reload();
    await page.getByRole('link', { name: 'Início' }).first().waitFor();
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    expect(await page.getByRole('link', { name: 'Início' }).count()).toBeGreaterThan(0);
    const saved = await journey.app.server.database.query<{ locale: string }>('select locale from public.user_profiles where email = $1', [
      email,
    ]);
    expect(saved[0]?.locale).toBe('pt');
  });

  it('a screen whose code cannot download shows a reload message inside the shell; the reload brings it back', async () => {
    const page = await journey.freshPage();
    const toolsChunk = /\/assets\/ToolsPage-[^/]+\.js$/;
    await page.route(toolsChunk, (route) => route.abort('internetdisconnected'));
    expectFailedRequest(page, { url: toolsChunk });
    await page.goto(`${journey.app.url}/`);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Zouti' }).click();
    await waitForPath(page, '/tools');
    await page.getByRole('heading', { name: 'Paj sa a pa t ka louvri' }).waitFor();
    // The shell is still there: another screen opens from the sidebar, and the error is gone.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Kominote' }).click();
    await waitForPath(page, '/community');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Paj sa a pa t ka louvri' }).count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Paj sa a pa t ka louvri' }).waitFor();
    // Back online: the reload button fetches the screen again.
    await page.unroute(toolsChunk);
    await page.getByRole('button', { name: 'Rechaje paj la' }).click();
    await page.getByRole('heading', { name: 'Zouti ak Resous' }).waitFor();
  });

  it('first paint: the shell shows a stand-in language switch until the real one arrives; pressing it early opens the real list', async () => {
    const page = await journey.freshPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LanguageMenu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${journey.app.url}/signin`);
    // The screen and the shell are usable while the switch's chunk is held.
    await page.locator('input[name="email"]').fill('early@academy.ht');
    const standIn = page.getByRole('button', { name: /Kreyòl ayisyen/ });
    expect(await standIn.getAttribute('aria-busy')).toBe('true');
    await standIn.click();
    release();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('input[name="email"]').inputValue()).toBe('early@academy.ht');
  });
});
