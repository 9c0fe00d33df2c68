// The Stripe webhook inside the real embedded server: the signature is computed over the exact bytes
// the server hands the function, so this proves the raw body survives the trip. Events that need no
// Stripe API call (subscription events, a paid lifetime checkout) keep the test off the network.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../packages/server/src/index.ts';
import { signedInUser, startPaymentsServer, type PaymentsServer, type SignedInUser } from './support/server.ts';

const WEBHOOK_SECRET = 'whsec_server_test';
const signer = new Stripe('sk_test_signer');
let running: PaymentsServer;
let server: RunningServer;

beforeAll(async () => {
  running = await startPaymentsServer(0, {
    secretKey: 'sk_test_offline_never_called',
    webhookSecret: WEBHOOK_SECRET,
    priceMonthly: 'price_m',
    priceYearly: 'price_y',
  });
  server = running.server;
});
afterAll(() => running?.stop());

const now = () => Math.floor(Date.now() / 1000);

async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  // Spaces and a non-ASCII character: any re-serialisation on the way would break the signature.
  const payload = JSON.stringify(event, null, 2).replace('"object": "event"', '"object": "event", "note": "Akademi · ç"');
  const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return fetch(`${server.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

async function status(user: SignedInUser) {
  const { data, error } = await user.client.functions.invoke('check-subscription', { body: {} });
  if (error) throw error;
  return data as { subscribed: boolean; subscription_tier: string | null };
}

function subscriptionEvent(id: string, type: string, user: SignedInUser, subscriptionStatus: string, created: number) {
  return {
    id,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: `sub_${user.id.slice(0, 8)}`,
        object: 'subscription',
        status: subscriptionStatus,
        customer: `cus_${user.id.slice(0, 8)}`,
        metadata: { user_id: user.id, tier: 'Yearly' },
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: now() + 365 * 86_400, price: { id: 'price_y' } }] },
      },
    },
  };
}

describe('stripe-webhook through the embedded server', () => {
  it('a signed subscription event subscribes the user; a replay changes nothing; a forged one is refused', async () => {
    const user = await signedInUser(server);
    const created = now();
    const first = await deliver(subscriptionEvent(`evt_a_${user.id}`, 'customer.subscription.created', user, 'active', created));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ duplicate: false, applied: 1 });
    expect(await status(user)).toMatchObject({ subscribed: true, subscription_tier: 'Yearly' });

    const replay = await deliver(subscriptionEvent(`evt_a_${user.id}`, 'customer.subscription.created', user, 'active', created));
    expect(await replay.json()).toMatchObject({ duplicate: true, applied: 0 });

    const forged = await deliver(
      subscriptionEvent(`evt_b_${user.id}`, 'customer.subscription.deleted', user, 'canceled', created + 10),
      'whsec_attacker',
    );
    expect(forged.status).toBe(400);
    expect((await status(user)).subscribed).toBe(true);

    const deleted = await deliver(subscriptionEvent(`evt_c_${user.id}`, 'customer.subscription.deleted', user, 'canceled', created + 20));
    expect(deleted.status).toBe(200);
    expect((await status(user)).subscribed).toBe(false);
  });

  it('a signed event naming no member (an unknown id, not a UUID) is answered 200, logged and recorded, and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const [name, userId] of [
        ['unknown', '00000000-0000-4000-8000-0000000000ff'],
        ['garbage', 'not-a-uuid'],
      ] as const) {
        const fake = { id: `${name}-user`, client: null as never, token: '' };
        const event = subscriptionEvent(`evt_${name}`, 'customer.subscription.created', fake, 'active', now());
        (event.data.object.metadata as { user_id: string }).user_id = userId;
        const response = await deliver(event);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ received: true, applied: 0, ignored: [userId] });
        // Recorded: Stripe's retry of the same event is a duplicate, and no subscription row was written.
        expect(await (await deliver(event)).json()).toMatchObject({ duplicate: true });
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`evt_${name} names no member (user_id ${JSON.stringify(userId)})`));
      }
      const rows = await server.database.query<{ n: number }>(
        'select count(*)::int as n from public.subscriptions where stripe_subscription_id like $1',
        ['sub_%-user'],
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      warn.mockRestore();
    }
  });

  it('a paid lifetime checkout records Lifetime; the local test checkout is off while Stripe is configured', async () => {
    const user = await signedInUser(server);
    const session = {
      id: `cs_${user.id}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer: 'cus_life',
      metadata: { user_id: user.id, tier: 'Lifetime' },
    };
    const response = await deliver({
      id: `evt_l_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now(),
      data: { object: session },
    });
    expect(response.status).toBe(200);
    expect(await status(user)).toMatchObject({ subscribed: true, subscription_tier: 'Lifetime' });
    expect((await fetch(`${server.url}/functions/v1/test-checkout?session=x.y`)).status).toBe(404);
  });
});
