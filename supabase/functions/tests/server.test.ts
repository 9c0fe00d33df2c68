// The payment functions inside the real embedded server (offline mode: no Stripe key), through HTTP as a
// browser calls them: the whole test checkout journey, and the policy that no API call lets a user
// make themselves subscribed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../packages/server/src/index.ts';
import { signedInUser, startPaymentsServer, type PaymentsServer, type SignedInUser } from './support/server.ts';

let running: PaymentsServer;
let server: RunningServer;

beforeAll(async () => {
  running = await startPaymentsServer(0);
  server = running.server;
});
afterAll(() => running?.stop());

async function checkSubscription(user: SignedInUser) {
  const { data, error } = await user.client.functions.invoke('check-subscription', { body: {} });
  if (error) throw error;
  return data as { subscribed: boolean; subscription_tier: string | null; subscription_end: string | null };
}

async function testCheckoutUrl(user: SignedInUser, body: Record<string, unknown>): Promise<string> {
  const { data, error } = await user.client.functions.invoke('create-checkout', { body });
  if (error) throw error;
  return new URL((data as { url: string }).url, server.url).href;
}

function payWith(url: string, card: string) {
  return fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }) });
}

async function storedRow(userId: string) {
  const rows = await server.database.query<{ tier: string; status: string }>(
    'select tier, status from public.subscriptions where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

describe('offline checkout through the embedded server', () => {
  it('a student buys Monthly with 4242…: redirected to /checkout-success, subscribed, and the database agrees', async () => {
    const student = await signedInUser(server);
    expect(await checkSubscription(student)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
    const url = await testCheckoutUrl(student, { priceId: 'monthly', mode: 'subscription', isLifetime: false });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="card"');

    const paid = await payWith(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^\/checkout-success\?session_id=cs_test_local_/);
    const status = await checkSubscription(student);
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'Monthly' });
    expect(Date.parse(status.subscription_end!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    // The database's own rule (used by every premium policy) agrees with check-subscription.
    const { data: active } = await student.client.rpc('has_active_subscription');
    expect(active).toBe(true);
    const profile = await server.database.query<{ type: string }>('select type from public.user_profiles where id = $1', [student.id]);
    expect(profile[0]?.type).toBe('paid');
  });

  it('a stored period that ended an hour ago reads as unsubscribed; one ending in an hour as subscribed', async () => {
    // The row says `active` (a missed cancellation webhook): only the handler's clock can tell it has expired.
    const store = (userId: string, periodEnd: Date) =>
      server.database.query(
        `insert into public.subscriptions (user_id, tier, status, current_period_end) values ($1, 'Monthly', 'active', $2)`,
        [userId, periodEnd.toISOString()],
      );
    const lapsed = await signedInUser(server);
    const current = await signedInUser(server);
    await store(lapsed.id, new Date(Date.now() - 3_600_000));
    const periodEnd = new Date(Date.now() + 3_600_000);
    await store(current.id, periodEnd);

    expect(await checkSubscription(lapsed)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
    const { data: lapsedActive } = await lapsed.client.rpc('has_active_subscription');
    expect(lapsedActive).toBe(false);
    const status = await checkSubscription(current);
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'Monthly' });
    expect(Date.parse(status.subscription_end!)).toBe(periodEnd.getTime());
  });

  it('a declined card (4000…0002) leaves the student unsubscribed', async () => {
    const student = await signedInUser(server);
    const declined = await payWith(
      await testCheckoutUrl(student, { priceId: 'yearly', mode: 'subscription', isLifetime: false }),
      '4000 0000 0000 0002',
    );
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await checkSubscription(student)).subscribed).toBe(false);
    expect(await storedRow(student.id)).toBeNull();
  });

  it('an unknown plan is refused with plan_not_found; signed-out calls are refused', async () => {
    const student = await signedInUser(server);
    const { error } = await student.client.functions.invoke('create-checkout', {
      body: { priceId: 'price_free', mode: 'subscription', isLifetime: false },
    });
    const body = await (error as { context: Response }).context.json();
    expect(body).toMatchObject({ code: 'plan_not_found' });
    const anonymous = await fetch(`${server.url}/functions/v1/check-subscription`, {
      method: 'POST',
      headers: { apikey: server.publishableKey },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('policy: a user cannot make themselves subscribed through any API call', () => {
  it('refuses every write a student can attempt, and check-subscription stays false', async () => {
    const student = await signedInUser(server);
    const row = { user_id: student.id, tier: 'Lifetime', status: 'active', current_period_end: null };

    // Each refused by a policy (42501, HTTP 403): a broken query would fail too, with another code.
    const refusal = (result: { error: { code?: string } | null; status: number }) => ({ code: result.error?.code, status: result.status });
    const insert = await student.client.from('subscriptions').insert(row);
    expect(refusal(insert)).toEqual({ code: '42501', status: 403 });
    const upsert = await student.client.from('subscriptions').upsert(row, { onConflict: 'user_id' });
    expect(refusal(upsert)).toEqual({ code: '42501', status: 403 });
    const event = await student.client.from('payment_events').insert({ id: 'evt_mine', type: 'checkout.session.completed' });
    expect(refusal(event)).toEqual({ code: '42501', status: 403 });
    await student.client.from('user_profiles').update({ type: 'paid' }).eq('id', student.id);

    // The webhook has no secret in offline mode, and a forged test checkout session is refused.
    const webhook = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=forged', 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'evt_x',
        type: 'checkout.session.completed',
        created: 1,
        data: { object: { mode: 'payment', payment_status: 'paid', client_reference_id: student.id } },
      }),
    });
    expect(webhook.status).toBe(503);
    const claims = Buffer.from(
      JSON.stringify({ id: 'cs_test_local_forged', userId: student.id, tier: 'Lifetime', expiresAt: Date.now() + 60_000 }),
    ).toString('base64url');
    const forged = await payWith(`${server.url}/functions/v1/test-checkout?session=${claims}.AAAA`, '4242424242424242');
    expect(forged.status).toBe(400);

    expect(await storedRow(student.id)).toBeNull();
    expect(await checkSubscription(student)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
    const profile = await server.database.query<{ type: string }>('select type from public.user_profiles where id = $1', [student.id]);
    expect(profile[0]?.type).toBe('free');
  });

  it("one user's test checkout cannot be redirected to another user", async () => {
    const buyer = await signedInUser(server);
    const other = await signedInUser(server);
    const url = new URL(await testCheckoutUrl(buyer, { isLifetime: true }));
    const [body, signature] = url.searchParams.get('session')!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    url.searchParams.set('session', `${Buffer.from(JSON.stringify({ ...claims, userId: other.id })).toString('base64url')}.${signature}`);
    expect((await payWith(url.href, '4242424242424242')).status).toBe(400);
    expect(await storedRow(other.id)).toBeNull();
  });
});
