// The offline path: with no Stripe key, create-checkout hands out a signed local test checkout,
// whose card form completes the purchase through the webhook's own state change.
import { beforeEach, describe, expect, it } from 'vitest';
import { handleCheckSubscription } from '../check-subscription/handler.ts';
import { handleCreateCheckout } from '../create-checkout/handler.ts';
import { handleCustomerPortal } from '../customer-portal/handler.ts';
import { DECLINED_MESSAGE, handleTestCheckout } from '../test-checkout/handler.ts';
import { memoryStore, type MemoryStore } from './support/memoryStore.ts';
import { post, stripeConfig, testConfig, testDeps } from './support/deps.ts';

const USER = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-22T10:00:00.000Z');
let store: MemoryStore;
const deps = () => testDeps(testConfig(), store, () => NOW);

beforeEach(() => {
  store = memoryStore();
});

async function checkoutUrl(body: unknown): Promise<string> {
  const response = await handleCreateCheckout(post('create-checkout', body, USER), deps());
  expect(response.status).toBe(200);
  // The answer is a same-origin path; resolve it where the browser would.
  return new URL(((await response.json()) as { url: string }).url, 'https://academy.example').href;
}

function pay(url: string, card: string) {
  const form = new URLSearchParams({ card, exp: '12/34', cvc: '123' });
  return handleTestCheckout(
    new Request(url, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    deps(),
  );
}

async function status() {
  return (await handleCheckSubscription(post('check-subscription', {}, USER), deps())).json();
}

describe('local test checkout', () => {
  it('create-checkout returns the test checkout page of this backend, which shows a card form', async () => {
    const response = await handleCreateCheckout(
      post('create-checkout', { priceId: 'monthly', mode: 'subscription', isLifetime: false }, USER),
      deps(),
    );
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/functions\/v1\/test-checkout\?session=[\w-]+\.[\w-]+$/);
    const url = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const page = await handleTestCheckout(new Request(url), deps());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="card"');
    expect(html).toContain('$47.90 / month');
  });

  it('4242 4242 4242 4242 succeeds: Monthly for a month, then /checkout-success', async () => {
    const url = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const response = await pay(url, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/checkout-success\?session_id=cs_test_local_[0-9a-f]{32}$/);
    expect(await status()).toEqual({ subscribed: true, subscription_tier: 'Monthly', subscription_end: '2026-12-22T10:00:00.000Z' });
  });

  it('4000 0000 0000 0002 is declined with a clear message and leaves the user unsubscribed', async () => {
    const url = await checkoutUrl({ priceId: 'yearly', mode: 'subscription', isLifetime: false });
    const response = await pay(url, '4000 0000 0000 0002');
    expect(response.status).toBe(402);
    expect(await response.text()).toContain(DECLINED_MESSAGE);
    expect(await status()).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
    expect(store.events.size).toBe(0);
  });

  it('lifetime through the test checkout records Lifetime', async () => {
    await pay(await checkoutUrl({ isLifetime: true }), '4242424242424242');
    expect(await status()).toEqual({ subscribed: true, subscription_tier: 'Lifetime', subscription_end: null });
  });

  it('a forged, altered or expired session is refused and records nothing', async () => {
    const url = new URL(await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false }));
    const [body, signature] = url.searchParams.get('session')!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const otherUser = Buffer.from(JSON.stringify({ ...claims, userId: 'attacker' })).toString('base64url');
    url.searchParams.set('session', `${otherUser}.${signature}`);
    expect((await pay(url.href, '4242424242424242')).status).toBe(400);

    const later = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const expired = await handleTestCheckout(
      new Request(later),
      testDeps(testConfig(), store, () => new Date(NOW.getTime() + 2 * 3600_000)),
    );
    expect(expired.status).toBe(400);
    expect(store.rows.size).toBe(0);
  });

  it('the page does not exist when Stripe is configured (no free purchases)', async () => {
    const url = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const withStripe = testDeps(stripeConfig('http://127.0.0.1:9'), store);
    expect(
      (await handleTestCheckout(new Request(url, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }) }), withStripe))
        .status,
    ).toBe(404);
    expect(store.rows.size).toBe(0);
  });

  it("offline, the portal is the test checkout's own management page: nothing to manage without a subscription (404)", async () => {
    const response = await handleCustomerPortal(post('customer-portal', {}, USER), deps());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'no_subscription' });
  });

  it('offline, a Monthly subscriber can switch to Yearly and then cancel in the test portal (issue 20.13)', async () => {
    expect(
      (await pay(await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false }), '4242 4242 4242 4242')).status,
    ).toBe(303);
    const portal = await handleCustomerPortal(post('customer-portal', {}, USER), deps());
    expect(portal.status).toBe(200);
    const url = new URL(((await portal.json()) as { url: string }).url, 'https://academy.example').href;
    expect(url).toContain('/functions/v1/test-checkout?portal=');
    const page = await (await handleTestCheckout(new Request(url), deps())).text();
    expect(page).toContain('Switch to Yearly');
    expect(page).toContain('Cancel subscription');
    const act = (action: string) =>
      handleTestCheckout(
        new Request(url, {
          method: 'POST',
          body: new URLSearchParams({ action }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        deps(),
      );
    expect((await act('switch')).status).toBe(303);
    expect(await status()).toEqual({ subscribed: true, subscription_tier: 'Yearly', subscription_end: '2027-11-22T10:00:00.000Z' });
    expect((await act('cancel')).status).toBe(303);
    expect(await status()).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it("check-subscription says whether the return page's session id is the caller's and paid (issue 20.12)", async () => {
    const OTHER = '44444444-4444-4444-8444-444444444444';
    const sessionState = async (sessionId: unknown, userId = USER) => {
      const response = await handleCheckSubscription(post('check-subscription', { checkout_session_id: sessionId }, userId), deps());
      return ((await response.json()) as { checkout_session?: string }).checkout_session;
    };
    const url = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const id = (await pay(url, '4242 4242 4242 4242')).headers.get('location')!.split('session_id=')[1]!;
    expect(await sessionState(id)).toBe('paid');
    // Someone else holding the same address, an id made up or altered, a Stripe-shaped id offline: not theirs.
    expect(await sessionState(id, OTHER)).toBe('unknown');
    expect(await sessionState('cs_test_local_0123456789abcdef0123456789abcdef')).toBe('unknown');
    expect(await sessionState(`${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`)).toBe('unknown');
    expect(await sessionState('cs_live_a1b2c3')).toBe('unknown');
    // Opened but never paid: the caller's, still open.
    const unpaid = new URL(await checkoutUrl({ isLifetime: true })).searchParams.get('session')!;
    const unpaidId = (JSON.parse(Buffer.from(unpaid.split('.')[0]!, 'base64url').toString()) as { id: string }).id;
    expect(await sessionState(unpaidId)).toBe('open');
    expect(await sessionState(unpaidId, OTHER)).toBe('unknown');
    // Without a session id the answer is the subscription alone, as before; a non-string id is refused.
    expect(await status()).not.toHaveProperty('checkout_session');
    const refused = await handleCheckSubscription(post('check-subscription', { checkout_session_id: 42 }, USER), deps());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_body' });
  });

  it('a checkout link does not open the test portal', async () => {
    const checkout = await checkoutUrl({ priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const token = new URL(checkout).searchParams.get('session') ?? '';
    const response = await handleTestCheckout(new Request(`https://academy.example/functions/v1/test-checkout?portal=${token}`), deps());
    expect(response.status).toBe(400);
  });
});
