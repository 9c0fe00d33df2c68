// Membership and payments journeys (issue 6) in real Chromium against the real server and the production
// build, offline (no Stripe key): the local test checkout stands in for Stripe. Default language (ht),
// where SPEC's quoted messages appear verbatim.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectFailedRequest,
  hasChromium,
  newPage,
  openBrowser,
  signInViaUi,
  startApp,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForPath,
  waitForText,
  type TestApp,
} from './support/index.ts';

const PREMIUM_PROMPT = 'Leson sa a se Kontni Premium. Chwazi yon plan pou w debloke l.';
const MONTHLY = 'Chak mwa';
const SUBSCRIBE = 'Abòne';
const BUY_LIFETIME = 'Pran aksè pou tout lavi';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedInStudent(): Promise<{ page: Page; id: string; close: () => Promise<void> }> {
  const email = uniqueEmail('buyer');
  const { id } = await createUser(app, { email, password: STRONG_PASSWORD, role: 'student' });
  const { context, page } = await newPage(browser);
  await signInViaUi(page, app.url, email);
  await waitForPath(page, '/plans');
  return { page, id, close: () => context.close() };
}

/** From /plans (or the landing plan section) to the local test checkout page, paying with `card`. */
async function payAtTestCheckout(page: Page, card: string) {
  await page.waitForURL((url) => url.pathname === '/functions/v1/test-checkout', { timeout: 10_000 });
  await page.locator('#card').fill(card);
  await page.locator('#exp').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

async function premiumPromptsOnCoderAi(page: Page): Promise<number> {
  await page.goto(`${app.url}/academy/coder-ai`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByText(PREMIUM_PROMPT, { exact: true }).count();
}

async function storedSubscription(userId: string) {
  const rows = await app.server.database.query<{ tier: string; status: string }>(
    'select tier, status from public.subscriptions where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

describe.skipIf(!hasChromium)('payments journeys', () => {
  it('a signed-out visitor who subscribes is told to sign in and sent to /signin', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/plans`);
    await page.getByText(MONTHLY, { exact: true }).click();
    await page.getByRole('button', { name: SUBSCRIBE }).click();
    await waitForText(page, 'Por favor, faça login para continuar');
    await waitForText(page, 'Você precisa estar logado para assinar um plano');
    await waitForPath(page, '/signin');
    await context.close();
  });

  it('a student buys Monthly through the test checkout, sees the confirmation, and premium lessons unlock', async () => {
    const student = await signedInStudent();
    const { page } = student;
    expect(await premiumPromptsOnCoderAi(page)).toBeGreaterThan(0);

    await page.goto(`${app.url}/plans`);
    await page.getByText(MONTHLY, { exact: true }).click();
    await page.getByRole('button', { name: SUBSCRIBE }).click();
    await payAtTestCheckout(page, '4242 4242 4242 4242');
    await waitForPath(page, '/checkout-success');
    expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_test_local_/);
    await waitForText(page, 'Peman konfime!');
    expect(await storedSubscription(student.id)).toEqual({ tier: 'Monthly', status: 'active' });

    // Issue 20.12: the same return address is nobody else's proof of payment, signed in or not.
    const returnUrl = page.url();
    const other = await signedInStudent();
    await other.page.goto(returnUrl);
    await waitForText(other.page, 'Peman sa a pa sou kont ou');
    expect(await other.page.getByText(/Peman konfime|payment received/).count()).toBe(0);
    await other.close();
    const visitor = await newPage(browser);
    await visitor.page.goto(returnUrl);
    await waitForText(visitor.page, 'Konekte pou w wè peman ou');
    await visitor.context.close();

    await expect.poll(() => premiumPromptsOnCoderAi(page), { timeout: 15_000 }).toBe(0);
    // Back on /plans the current tier preselects its plan.
    await page.goto(`${app.url}/plans`);
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(`^${MONTHLY}`) }).isChecked(), { timeout: 10_000 }).toBe(true);
    await student.close();
  });

  it('a declined card leaves the student unsubscribed with a clear message', async () => {
    const student = await signedInStudent();
    const { page } = student;
    await page.getByText('Chak ane', { exact: true }).click();
    await page.getByRole('button', { name: SUBSCRIBE }).click();
    expectFailedRequest(page, { url: /\/functions\/v1\/test-checkout\?session=/, status: 402 });
    await payAtTestCheckout(page, '4000 0000 0000 0002');
    await waitForText(page, 'Your card was declined. Try another card.');
    expect(new URL(page.url()).pathname).toBe('/functions/v1/test-checkout');
    expect(await storedSubscription(student.id)).toBeNull();
    await student.close();
  });

  it('a lifetime purchase disables the lifetime button', async () => {
    const student = await signedInStudent();
    const { page } = student;
    const lifetimeButton = page.getByRole('button', { name: BUY_LIFETIME });
    await expect.poll(() => lifetimeButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await lifetimeButton.click();
    await payAtTestCheckout(page, '4242424242424242');
    await waitForPath(page, '/checkout-success');
    await waitForText(page, 'Peman konfime!');
    await page.goto(`${app.url}/plans`);
    await waitForText(page, 'Ou gen aksè pou tout lavi deja');
    expect(await page.getByRole('button', { name: BUY_LIFETIME }).isDisabled()).toBe(true);
    expect(await storedSubscription(student.id)).toEqual({ tier: 'Lifetime', status: 'active' });
    await student.close();
  });

  it('staff are sent from /plans to /dashboard', async () => {
    const email = uniqueEmail('staff');
    await createUser(app, { email, password: STRONG_PASSWORD, role: 'instructor' });
    const { context, page } = await newPage(browser);
    await signInViaUi(page, app.url, email);
    await waitForPath(page, '/dashboard');
    await page.goto(`${app.url}/plans`);
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});
