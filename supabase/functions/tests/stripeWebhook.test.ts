// stripe-webhook: events signed with the SDK's test-header helper; the Stripe API (for the
// subscription behind a completed checkout) is a local stand-in.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleStripeWebhook } from '../stripe-webhook/handler.ts';
import { handleCheckSubscription } from '../check-subscription/handler.ts';
import { memoryStore, type MemoryStore } from './support/memoryStore.ts';
import { post, stripeConfig, testDeps, WEBHOOK_SECRET } from './support/deps.ts';
import { startStripeStandIn, type StripeStandIn } from './support/stripeStandIn.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const PERIOD_END = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 1000);
const signer = new Stripe('sk_test_signer');

let api: StripeStandIn;
let store: MemoryStore;

beforeAll(async () => {
  api = await startStripeStandIn(0);
  api.reply('GET', /^\/v1\/subscriptions\/sub_/, (request) => ({ body: subscription(request.path.split('/').pop()!, 'active') }));
});
afterAll(() => api.close());
beforeEach(() => {
  store = memoryStore();
});

function subscription(id: string, status: string, metadata: Record<string, string> = { user_id: USER, tier: 'Monthly' }) {
  return {
    id,
    object: 'subscription',
    status,
    customer: 'cus_A',
    metadata,
    items: {
      object: 'list',
      data: [
        { id: 'si_1', object: 'subscription_item', current_period_end: PERIOD_END, price: { id: 'price_monthly_cfg', object: 'price' } },
      ],
    },
  };
}

let eventCounter = 0;
function event(type: string, object: unknown, created: number, id = `evt_${++eventCounter}`) {
  return { id, object: 'event', type, created, api_version: '2025-10-29.clover', data: { object } };
}

async function deliver(body: unknown, signature?: string) {
  const payload = JSON.stringify(body);
  const header = signature ?? (await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET }));
  const deps = testDeps(stripeConfig(api.url), store);
  return handleStripeWebhook(post('stripe-webhook', payload, undefined, { 'stripe-signature': header }), deps);
}

async function checkSubscription() {
  const response = await handleCheckSubscription(post('check-subscription', {}, USER), testDeps(stripeConfig(api.url), store));
  return response.json();
}

const now = () => Math.floor(Date.now() / 1000);
const checkoutSession = (mode: 'subscription' | 'payment') => ({
  id: `cs_${mode}`,
  object: 'checkout.session',
  mode,
  payment_status: 'paid',
  client_reference_id: USER,
  customer: 'cus_A',
  subscription: mode === 'subscription' ? 'sub_A' : null,
  metadata: { user_id: USER, tier: mode === 'payment' ? 'Lifetime' : 'Monthly' },
});

describe('stripe-webhook', () => {
  it('a completed subscription checkout subscribes the user with the period end from Stripe', async () => {
    const response = await deliver(event('checkout.session.completed', checkoutSession('subscription'), now()));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: false, applied: 1 });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_A', authorization: 'Bearer sk_test_standin' });
    expect(await checkSubscription()).toEqual({
      subscribed: true,
      subscription_tier: 'Monthly',
      subscription_end: '2030-01-01T00:00:00.000Z',
    });
    expect(store.rows.get(USER)).toMatchObject({ stripe_customer_id: 'cus_A', stripe_subscription_id: 'sub_A' });
    expect(store.profileTypes.get(USER)).toBe('paid');
  });

  it('a completed lifetime payment records Lifetime with no end', async () => {
    await deliver(event('checkout.session.completed', checkoutSession('payment'), now()));
    expect(await checkSubscription()).toEqual({ subscribed: true, subscription_tier: 'Lifetime', subscription_end: null });
  });

  it('refuses a forged signature, a tampered payload and a missing header, changing nothing', async () => {
    const body = event('checkout.session.completed', checkoutSession('payment'), now());
    const payload = JSON.stringify(body);
    const forged = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_attacker' });
    expect((await deliver(body, forged)).status).toBe(400);
    const genuine = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    const tampered = { ...body, data: { object: { ...checkoutSession('payment'), client_reference_id: 'someone-else' } } };
    expect((await deliver(tampered, genuine)).status).toBe(400);
    const deps = testDeps(stripeConfig(api.url), store);
    expect((await handleStripeWebhook(post('stripe-webhook', payload), deps)).status).toBe(400);
    expect(store.rows.size).toBe(0);
    expect(store.events.size).toBe(0);
  });

  it('refuses a genuine signature that is too old (replayed capture)', async () => {
    const body = event('checkout.session.completed', checkoutSession('payment'), now());
    const payload = JSON.stringify(body);
    const old = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, timestamp: now() - 3600 });
    expect((await deliver(body, old)).status).toBe(400);
    expect(store.rows.size).toBe(0);
  });

  it('a replayed event id changes nothing the second time', async () => {
    const created = now();
    await deliver(event('checkout.session.completed', checkoutSession('subscription'), created, 'evt_same'));
    // The user cancels; then Stripe redelivers the original checkout event.
    await deliver(event('customer.subscription.deleted', subscription('sub_A', 'canceled'), created + 5));
    const replay = await deliver(event('checkout.session.completed', checkoutSession('subscription'), created, 'evt_same'));
    expect(await replay.json()).toMatchObject({ duplicate: true, applied: 0 });
    expect(store.rows.get(USER)?.status).toBe('canceled');
    expect((await checkSubscription()).subscribed).toBe(false);
    expect(store.profileTypes.get(USER)).toBe('free');
  });

  it('out of order: an older "updated" arriving after "deleted" does not resubscribe', async () => {
    const created = now();
    await deliver(event('customer.subscription.created', subscription('sub_B', 'active'), created));
    await deliver(event('customer.subscription.deleted', subscription('sub_B', 'canceled'), created + 20));
    const late = await deliver(event('customer.subscription.updated', subscription('sub_B', 'active'), created + 10));
    expect(await late.json()).toMatchObject({ duplicate: false, applied: 0 });
    expect(store.rows.get(USER)?.status).toBe('canceled');
  });

  it('out of order: "updated" before "created" keeps the newer state', async () => {
    const created = now();
    await deliver(event('customer.subscription.updated', subscription('sub_C', 'past_due'), created + 30));
    await deliver(event('customer.subscription.created', subscription('sub_C', 'active'), created));
    expect(store.rows.get(USER)?.status).toBe('past_due');
    expect((await checkSubscription()).subscribed).toBe(false);
  });

  it('a failed invoice marks the subscription past due (found by subscription id, no user metadata)', async () => {
    await deliver(event('checkout.session.completed', checkoutSession('subscription'), now()));
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_A',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_A' } },
    };
    await deliver(event('invoice.payment_failed', invoice, now() + 1));
    expect(store.rows.get(USER)).toMatchObject({ status: 'past_due', tier: 'Monthly', current_period_end: '2030-01-01T00:00:00.000Z' });
    expect((await checkSubscription()).subscribed).toBe(false);
  });

  it('subscription events never take Lifetime away', async () => {
    await deliver(event('checkout.session.completed', checkoutSession('payment'), now()));
    await deliver(event('customer.subscription.deleted', subscription('sub_old', 'canceled'), now() + 60));
    expect(await checkSubscription()).toMatchObject({ subscribed: true, subscription_tier: 'Lifetime' });
  });

  it('answers a signed event missing the fields it needs with 400 (not a 500 Stripe retries), changing nothing', async () => {
    const { created: _created, ...noCreated } = event(
      'customer.subscription.updated',
      subscription('sub_M', 'active'),
      now(),
      'evt_no_created',
    );
    const { status: _status, ...noStatus } = subscription('sub_M', 'active');
    for (const malformed of [
      noCreated,
      event('customer.subscription.updated', null, now(), 'evt_no_object'),
      event('customer.subscription.deleted', noStatus, now(), 'evt_no_status'),
      event('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' }, now(), 'evt_no_mode'),
      { id: 'evt_no_data', object: 'event', type: 'invoice.payment_failed', created: now() },
    ]) {
      const response = await deliver(malformed);
      expect(response.status, JSON.stringify(malformed)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('malformed_event');
    }
    expect(store.rows.size).toBe(0);
    expect(store.events.size).toBe(0);
  });

  it('acknowledges events it does not act on, once', async () => {
    const response = await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }, now(), 'evt_other'));
    expect(response.status).toBe(200);
    expect(store.events.get('evt_other')).toBe('charge.refunded');
    expect(store.rows.size).toBe(0);
  });
});
