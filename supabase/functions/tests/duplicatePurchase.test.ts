// Issue 20.3: nobody pays twice. create-checkout refuses a purchase that duplicates what the member holds, and
// the test checkout refuses it again when two checkouts were opened side by side.
import { beforeEach, describe, expect, it } from 'vitest';
import { handleCreateCheckout } from '../create-checkout/handler.ts';
import { handleTestCheckout } from '../test-checkout/handler.ts';
import { purchaseConflict } from '../_payments/purchaseConflict.ts';
import type { SubscriptionRow } from '../_payments/subscriptionState.ts';
import { memoryStore, type MemoryStore } from './support/memoryStore.ts';
import { post, testConfig, testDeps } from './support/deps.ts';

const USER = '44444444-4444-4444-8444-444444444444';
const NOW = new Date('2026-11-22T10:00:00.000Z');
const MONTHLY = { priceId: 'monthly', mode: 'subscription', isLifetime: false };
const YEARLY = { priceId: 'yearly', mode: 'subscription', isLifetime: false };
const LIFETIME = { isLifetime: true };

function row(tier: SubscriptionRow['tier'], overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    user_id: USER,
    tier,
    status: 'active',
    current_period_end: tier === 'Lifetime' ? null : '2026-12-22T10:00:00.000Z',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

let store: MemoryStore;
const deps = () => testDeps(testConfig(), store, () => NOW);
const checkout = (body: unknown) => handleCreateCheckout(post('create-checkout', body, USER), deps());

beforeEach(() => {
  store = memoryStore();
});

describe('purchaseConflict', () => {
  it('lets a member without a live plan buy anything, and a subscriber upgrade to Lifetime', () => {
    expect(purchaseConflict(null, 'Monthly', NOW)).toBeNull();
    expect(purchaseConflict(row('Monthly', { current_period_end: '2026-11-01T00:00:00.000Z' }), 'Monthly', NOW)).toBeNull();
    expect(purchaseConflict(row('Monthly', { status: 'canceled' }), 'Monthly', NOW)).toBeNull();
    expect(purchaseConflict(row('Monthly'), 'Lifetime', NOW)).toBeNull();
  });

  it('refuses the same plan again, a second subscription instead of a change, and anything for a Lifetime owner', () => {
    expect(purchaseConflict(row('Monthly'), 'Monthly', NOW)).toBe('already_subscribed');
    expect(purchaseConflict(row('Monthly'), 'Yearly', NOW)).toBe('change_plan_in_portal');
    expect(purchaseConflict(row('Yearly'), 'Monthly', NOW)).toBe('change_plan_in_portal');
    for (const tier of ['Monthly', 'Yearly', 'Lifetime'] as const)
      expect(purchaseConflict(row('Lifetime'), tier, NOW)).toBe('lifetime_owned');
  });
});

describe('create-checkout refuses duplicate purchases', () => {
  it('a Monthly subscriber cannot open a second Monthly or a Yearly checkout (409), but can buy Lifetime', async () => {
    store.rows.set(USER, row('Monthly'));
    const again = await checkout(MONTHLY);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed' });
    const change = await checkout(YEARLY);
    expect(change.status).toBe(409);
    expect(await change.json()).toMatchObject({ code: 'change_plan_in_portal' });
    expect((await checkout(LIFETIME)).status).toBe(200);
  });

  it('a Lifetime owner cannot start any checkout', async () => {
    store.rows.set(USER, row('Lifetime'));
    for (const body of [MONTHLY, YEARLY, LIFETIME]) {
      const response = await checkout(body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'lifetime_owned' });
    }
  });

  it('two test checkouts opened side by side: the second payment is refused and nothing changes', async () => {
    const first = new URL(((await (await checkout(MONTHLY)).json()) as { url: string }).url, 'https://academy.example').href;
    const second = new URL(((await (await checkout(MONTHLY)).json()) as { url: string }).url, 'https://academy.example').href;
    const pay = (url: string) =>
      handleTestCheckout(
        new Request(url, {
          method: 'POST',
          body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        deps(),
      );
    expect((await pay(first)).status).toBe(303);
    const saved = store.rows.get(USER);
    const refused = await pay(second);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('You are already subscribed to this plan.');
    expect(store.rows.get(USER)).toEqual(saved);
    expect(store.events.size).toBe(1);
  });
});
