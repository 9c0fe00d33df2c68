// create-checkout and customer-portal on the Stripe path: the SDK's requests go to a local stand-in
// of Stripe's API, and the test asserts what the server asked Stripe for.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleCheckSubscription } from '../check-subscription/handler.ts';
import { handleCreateCheckout } from '../create-checkout/handler.ts';
import { handleCustomerPortal } from '../customer-portal/handler.ts';
import { memoryStore, type MemoryStore } from './support/memoryStore.ts';
import { post, SITE_URL, stripeConfig, testDeps } from './support/deps.ts';
import { startStripeStandIn, type StripeStandIn } from './support/stripeStandIn.ts';

const USER = '22222222-2222-4222-8222-222222222222';
let api: StripeStandIn;
let store: MemoryStore;

beforeAll(async () => {
  api = await startStripeStandIn(0);
  api.reply('POST', '/v1/checkout/sessions', () => ({
    body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' },
  }));
  api.reply('POST', '/v1/billing_portal/sessions', () => ({
    body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' },
  }));
});
afterAll(() => api.close());
beforeEach(() => {
  store = memoryStore();
  api.requests.length = 0;
});

const checkout = (body: unknown, userId: string | undefined = USER, headers: Record<string, string> = {}) =>
  handleCreateCheckout(post('create-checkout', body, userId, headers), testDeps(stripeConfig(api.url), store));
const lastParams = () => Object.fromEntries(api.requests.at(-1)!.params);

describe('create-checkout with Stripe', () => {
  it('opens a subscription session with the configured price and return URLs from configuration, not from Origin', async () => {
    const response = await checkout({ priceId: 'monthly', mode: 'subscription', isLifetime: false }, USER, {
      origin: 'https://evil.example',
      referer: 'https://evil.example/x',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_standin' });
    expect(lastParams()).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly_cfg',
      'line_items[0][quantity]': '1',
      success_url: `${SITE_URL}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/plans`,
      client_reference_id: USER,
      'metadata[user_id]': USER,
      'metadata[tier]': 'Monthly',
      'subscription_data[metadata][user_id]': USER,
      customer_email: `${USER}@example.com`,
    });
  });

  it('accepts the configured Stripe price id for Yearly', async () => {
    await checkout({ priceId: 'price_yearly_cfg', mode: 'subscription', isLifetime: false });
    expect(lastParams()).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_yearly_cfg', 'metadata[tier]': 'Yearly' });
  });

  it('lifetime is a one-time payment of 500.00 USD when no lifetime price is configured', async () => {
    await checkout({ isLifetime: true });
    expect(lastParams()).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '50000',
      'metadata[tier]': 'Lifetime',
      customer_creation: 'always',
    });
  });

  it('reuses the Stripe customer stored for the user', async () => {
    await store.save({
      user_id: USER,
      tier: 'Monthly',
      status: 'canceled',
      current_period_end: null,
      stripe_customer_id: 'cus_known',
      stripe_subscription_id: 'sub_old',
      updated_at: new Date().toISOString(),
    });
    await checkout({ priceId: 'yearly', mode: 'subscription', isLifetime: false });
    expect(lastParams()).toMatchObject({ customer: 'cus_known' });
    expect(lastParams()).not.toHaveProperty('customer_email');
  });

  it.each([
    [{ priceId: 'price_someone_elses', mode: 'subscription', isLifetime: false }],
    [{ priceId: 'monthly', mode: 'payment', isLifetime: false }],
    [{}],
  ])('refuses an unknown plan %j with plan_not_found and asks Stripe nothing', async (body) => {
    const response = await checkout(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'plan_not_found', error: 'Plano não encontrado.' });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a signed-out caller and malformed JSON', async () => {
    expect((await checkout({ priceId: 'monthly', mode: 'subscription' }, '')).status).toBe(401);
    expect((await checkout('{not json')).status).toBe(400);
    expect(api.requests).toHaveLength(0);
  });
});

describe('customer-portal with Stripe', () => {
  const portal = (userId?: string) => handleCustomerPortal(post('customer-portal', {}, userId), testDeps(stripeConfig(api.url), store));

  it('opens the portal for the caller’s own customer, returning to /plans', async () => {
    await store.save({
      user_id: USER,
      tier: 'Yearly',
      status: 'active',
      current_period_end: '2030-01-01T00:00:00.000Z',
      stripe_customer_id: 'cus_mine',
      stripe_subscription_id: 'sub_1',
      updated_at: new Date().toISOString(),
    });
    const response = await portal(USER);
    expect(await response.json()).toEqual({ url: 'https://billing.stripe.test/p/bps_1' });
    expect(api.requests.at(-1)?.path).toBe('/v1/billing_portal/sessions');
    expect(lastParams()).toEqual({ customer: 'cus_mine', return_url: `${SITE_URL}/plans` });
  });

  it('answers an error when the user has no customer, or is signed out', async () => {
    const none = await portal(USER);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'no_customer' });
    expect((await portal()).status).toBe(401);
    expect(api.requests).toHaveLength(0);
  });
});

describe('check-subscription with Stripe: whose checkout the return page names (issue 20.12)', () => {
  const OTHER = '55555555-5555-4555-8555-555555555555';
  const sessions: Record<string, Record<string, unknown>> = {
    cs_test_paid: { client_reference_id: USER, status: 'complete', payment_status: 'paid' },
    cs_test_open: { client_reference_id: USER, status: 'open', payment_status: 'unpaid' },
    cs_test_delayed: { client_reference_id: USER, status: 'complete', payment_status: 'unpaid' },
    cs_test_others: { client_reference_id: OTHER, status: 'complete', payment_status: 'paid' },
  };
  beforeAll(() => {
    api.reply('GET', /^\/v1\/checkout\/sessions\/[^/]+$/, ({ path }) => {
      const id = decodeURIComponent(path.split('/').at(-1)!);
      const session = sessions[id];
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` } },
        };
      return { body: { id, object: 'checkout.session', metadata: {}, ...session } };
    });
  });
  const sessionState = async (sessionId: string, userId = USER) => {
    const response = await handleCheckSubscription(
      post('check-subscription', { checkout_session_id: sessionId }, userId),
      testDeps(stripeConfig(api.url), store),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { checkout_session?: string }).checkout_session;
  };

  it("asks Stripe for the session and answers 'paid' only for the caller's completed checkout", async () => {
    expect(await sessionState('cs_test_paid')).toBe('paid');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/checkout/sessions/cs_test_paid',
      authorization: 'Bearer sk_test_standin',
    });
    expect(await sessionState('cs_test_open')).toBe('open');
    expect(await sessionState('cs_test_delayed')).toBe('processing');
    expect(await sessionState('cs_test_others')).toBe('unknown');
    expect(await sessionState('cs_test_paid', OTHER)).toBe('unknown');
    expect(await sessionState('cs_test_nobody')).toBe('unknown');
  });
});
