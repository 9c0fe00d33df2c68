import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appJourney,
  createUser,
  hasChromium,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForApp,
  waitForMail,
  waitForPath,
  waitForText,
} from './support/index.ts';
import { phonePage, type When } from './support/phone.ts';

// Issue 34.1: a prerendered form is on screen before the app has taken the page over. A submit in that window (a fast
// typist, autofill then Enter, a slow phone) was a native GET: the page came back as /signin?email=…&password=…, the
// input lost and the password in the address bar and the history. Now it is kept and performed once the app is live,
// with what the person typed, and without JavaScript the form posts and the address never carries a field.

/** A phone page (support/phone.ts) that also notes whether the app was live at the first submit. */
async function phonePageNotingSubmits(when: When) {
  const phone = await phonePage(journey.browser, when);
  await phone.page.addInitScript(() => {
    window.addEventListener(
      'submit',
      () => {
        const marks = window as unknown as { liveAtFirstSubmit?: boolean };
        marks.liveAtFirstSubmit ??= document.documentElement.dataset.app === 'ready';
      },
      true,
    );
  });
  return phone;
}

/** Opens a prerendered form page; `late` waits for the app as a person who reads first would, `early` does not. */
async function openForm(page: Page, path: string, when: When) {
  // 'commit': the test does not even wait for the load event, only for the field to be on screen.
  await page.goto(`${journey.app.url}${path}`, { waitUntil: 'commit' });
  await page.locator('input[name="email"]').waitFor();
  if (when === 'late') await waitForApp(page, 60_000);
}

async function expectSubmittedWhen(page: Page, when: When) {
  const live = await page.evaluate(() => (window as unknown as { liveAtFirstSubmit?: boolean }).liveAtFirstSubmit);
  // Without this the early journeys could pass by submitting late on a fast machine, proving nothing.
  expect(live, 'whether the app was live when the form was submitted').toBe(when === 'late');
}

function expectNoFieldInAnyAddress(addresses: string[], values: string[]) {
  for (const address of addresses) {
    expect(new URL(address).search, address).toBe('');
    for (const value of values) expect(address).not.toContain(encodeURIComponent(value));
  }
}

const journey = appJourney();

/** Each journey, submitted early or late; each ends once the person sees the outcome a late submit has always had. */
const journeys = {
  async signIn(when: When) {
    const email = uniqueEmail(`early-signin-${when}`);
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });
    const { page, addresses, pressed, release } = await phonePageNotingSubmits(when);
    await openForm(page, '/signin', when);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    await expectSubmittedWhen(page, when);
    pressed();
    await Promise.all([waitForText(page, 'Login realizado com sucesso!', 90_000), waitForPath(page, '/plans', 90_000)]);
    await release();
    expectNoFieldInAnyAddress(addresses, [email, STRONG_PASSWORD]);
  },
  async signUp(when: When) {
    const email = uniqueEmail(`early-signup-${when}`);
    const { page, addresses, pressed, release } = await phonePageNotingSubmits(when);
    await openForm(page, '/signup', when);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(STRONG_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expectSubmittedWhen(page, when);
    pressed();
    await Promise.all([waitForText(page, 'Conta criada com sucesso!', 90_000), waitForPath(page, '/plans', 90_000)]);
    await release();
    expectNoFieldInAnyAddress(addresses, [email, STRONG_PASSWORD]);
  },
  async resetPassword(when: When) {
    const email = uniqueEmail(`early-reset-${when}`);
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });
    const { page, addresses, pressed, release } = await phonePageNotingSubmits(when);
    await openForm(page, '/reset-password', when);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="email"]').press('Enter');
    await expectSubmittedWhen(page, when);
    pressed();
    await waitForText(page, 'Email de recuperação enviado com sucesso!', 90_000);
    await release();
    await waitForMail(journey.app, email);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expectNoFieldInAnyAddress(addresses, [email]);
  },
};

describe.skipIf(!hasChromium)('a submit before the app is live (12x CPU)', () => {
  it(
    'sign in submitted with Enter right after the first paint signs in and lands on /plans, as a late submit does',
    { timeout: 300_000 },
    async () => {
      await journeys.signIn('early');
      await journeys.signIn('late');
    },
  );

  it(
    'sign up submitted with a click right after the first paint creates the account and lands on /plans, as a late submit does',
    { timeout: 300_000 },
    async () => {
      await journeys.signUp('early');
      await journeys.signUp('late');
    },
  );

  it(
    'reset password submitted with Enter right after the first paint sends the recovery mail, as a late submit does',
    { timeout: 300_000 },
    async () => {
      await journeys.resetPassword('early');
      await journeys.resetPassword('late');
    },
  );
});

describe.skipIf(!hasChromium)('a submit without JavaScript', () => {
  it('posts: the address never carries a field, and the page comes back without them', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    const forms = [
      { path: '/signin', fields: { email: 'nojs@example.test', password: STRONG_PASSWORD } },
      { path: '/signup', fields: { email: 'nojs@example.test', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD } },
      { path: '/reset-password', fields: { email: 'nojs@example.test' } },
    ];
    for (const { path, fields } of forms) {
      const addresses: string[] = [];
      const record = (frame: { url(): string }) => addresses.push(frame.url());
      page.on('framenavigated', record);
      await page.goto(`${journey.app.url}${path}`);
      for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
      const answer = page.waitForNavigation();
      await page.locator('form button[type="submit"]').click();
      const response = await answer;
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      expectNoFieldInAnyAddress(addresses, Object.values(fields));
      // The page says why nothing happened: its forms need JavaScript.
      expect(await page.locator('noscript, [data-needs-javascript]').count(), path).toBeGreaterThan(0);
      page.off('framenavigated', record);
    }
    await context.close();
  });
});
