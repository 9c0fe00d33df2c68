import { describe, expect, it } from 'vitest';
import { nextSubscriptionRow, subscriptionStatus, type SubscriptionChange, type SubscriptionRow } from '../_payments/subscriptionState.ts';

const user = '00000000-0000-4000-8000-000000000001';
const at = (iso: string) => new Date(iso).toISOString();

function change(overrides: Partial<SubscriptionChange>): SubscriptionChange {
  return {
    userId: user,
    tier: 'Monthly',
    status: 'active',
    currentPeriodEnd: at('2026-12-22T00:00:00Z'),
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    occurredAt: at('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}

function row(overrides: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    user_id: user,
    tier: 'Monthly',
    status: 'active',
    current_period_end: at('2026-12-22T00:00:00Z'),
    stripe_customer_id: 'cus_1',
    stripe_subscription_id: 'sub_1',
    updated_at: at('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}

describe('nextSubscriptionRow', () => {
  it('creates the row from the first fact and records when it happened', () => {
    expect(nextSubscriptionRow(null, change({}))).toEqual(row({}));
  });

  it('ignores a fact older than the stored one (out-of-order delivery)', () => {
    const stored = row({ status: 'canceled', updated_at: at('2026-11-22T12:00:00Z') });
    expect(nextSubscriptionRow(stored, change({ subscriptionId: 'sub_2', occurredAt: at('2026-11-22T11:00:00Z') }))).toBeNull();
  });

  it('applies a newer fact and keeps the stored period end when the fact does not state one', () => {
    const next = nextSubscriptionRow(
      row({}),
      change({ tier: null, status: 'past_due', currentPeriodEnd: undefined, occurredAt: at('2026-11-23T00:00:00Z') }),
    );
    expect(next).toEqual(row({ status: 'past_due', updated_at: at('2026-11-23T00:00:00Z') }));
  });

  it('never revives a cancelled subscription, even with a later event about it', () => {
    const stored = row({ status: 'canceled' });
    expect(nextSubscriptionRow(stored, change({ occurredAt: at('2026-11-25T00:00:00Z') }))).toBeNull();
    // A new subscription of the same user is a different story.
    expect(nextSubscriptionRow(stored, change({ subscriptionId: 'sub_2', occurredAt: at('2026-11-25T00:00:00Z') }))?.status).toBe('active');
  });

  it('a Lifetime purchase wins over any subscription state and is never undone by subscription events', () => {
    const lifetime = nextSubscriptionRow(
      row({ status: 'past_due' }),
      change({ tier: 'Lifetime', subscriptionId: null, currentPeriodEnd: null, occurredAt: at('2026-11-21T00:00:00Z') }),
    );
    expect(lifetime).toMatchObject({
      tier: 'Lifetime',
      status: 'active',
      current_period_end: null,
      updated_at: at('2026-11-22T10:00:00Z'),
    });
    expect(nextSubscriptionRow(lifetime, change({ status: 'canceled', occurredAt: at('2027-01-01T00:00:00Z') }))).toBeNull();
    expect(nextSubscriptionRow(lifetime, change({ tier: 'Lifetime' }))).toBeNull();
  });

  it('ignores a fact without a tier for a user it knows nothing about', () => {
    expect(nextSubscriptionRow(null, change({ tier: null }))).toBeNull();
  });
});

describe('subscriptionStatus (same rule as has_active_subscription())', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['active Monthly in period', row({}), true],
    ['trialing Yearly', row({ tier: 'Yearly', status: 'trialing' }), true],
    ['Monthly past its end', row({ current_period_end: at('2026-11-22T11:59:59Z') }), false],
    ['Monthly without an end', row({ current_period_end: null }), false],
    ['past_due', row({ status: 'past_due' }), false],
    ['canceled', row({ status: 'canceled' }), false],
    ['Lifetime', row({ tier: 'Lifetime', current_period_end: null }), true],
  ] as const)('%s', (_name, stored, subscribed) => {
    expect(subscriptionStatus(stored, now).subscribed).toBe(subscribed);
  });

  it('answers tier and end only when subscribed', () => {
    expect(subscriptionStatus(row({}), now)).toEqual({
      subscribed: true,
      subscription_tier: 'Monthly',
      subscription_end: at('2026-12-22T00:00:00Z'),
    });
    expect(subscriptionStatus(row({ status: 'canceled' }), now)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    expect(subscriptionStatus(null, now)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });
});

// One case per condition of the rule (issue 35: mutation testing found each of these unchecked on its own).
describe('nextSubscriptionRow, one condition at a time', () => {
  const later = at('2026-11-25T00:00:00Z');

  it('a first purchase of Lifetime (no row yet) is an active Lifetime row with the buyer as customer', () => {
    expect(
      nextSubscriptionRow(null, change({ tier: 'Lifetime', customerId: 'cus_9', subscriptionId: null, currentPeriodEnd: null })),
    ).toEqual(row({ tier: 'Lifetime', current_period_end: null, stripe_customer_id: 'cus_9', stripe_subscription_id: null }));
  });

  it('a first purchase of Lifetime without a customer id has none', () => {
    expect(nextSubscriptionRow(null, change({ tier: 'Lifetime', customerId: null, subscriptionId: null }))?.stripe_customer_id).toBeNull();
  });

  it('Lifetime over an active subscription replaces it, keeping the known customer and subscription ids', () => {
    expect(nextSubscriptionRow(row({}), change({ tier: 'Lifetime', customerId: null, subscriptionId: null, occurredAt: later }))).toEqual(
      row({ tier: 'Lifetime', current_period_end: null, stripe_customer_id: 'cus_1', stripe_subscription_id: 'sub_1', updated_at: later }),
    );
  });

  it('Lifetime bought again after a refunded or cancelled Lifetime is granted again', () => {
    for (const status of ['canceled', 'refunded']) {
      expect(
        nextSubscriptionRow(row({ tier: 'Lifetime', status, current_period_end: null }), change({ tier: 'Lifetime', occurredAt: later }))
          ?.status,
      ).toBe('active');
    }
  });

  it('an event without a subscription id is about the stored subscription: a cancelled one stays cancelled', () => {
    expect(nextSubscriptionRow(row({ status: 'canceled' }), change({ subscriptionId: null, occurredAt: later }))).toBeNull();
  });

  it('a fact of the very same instant as the stored one is applied (only older ones are stale)', () => {
    expect(nextSubscriptionRow(row({}), change({ status: 'past_due' }))?.status).toBe('past_due');
  });

  it('a stated period end replaces the stored one', () => {
    expect(
      nextSubscriptionRow(row({}), change({ currentPeriodEnd: at('2027-01-22T00:00:00Z'), occurredAt: later }))?.current_period_end,
    ).toBe(at('2027-01-22T00:00:00Z'));
  });

  it('a new subscription without a stated end does not inherit the old one', () => {
    expect(
      nextSubscriptionRow(row({}), change({ subscriptionId: 'sub_2', currentPeriodEnd: undefined, occurredAt: later }))?.current_period_end,
    ).toBeNull();
  });

  it('new customer and subscription ids replace the stored ones; missing ones keep them', () => {
    expect(nextSubscriptionRow(row({}), change({ customerId: 'cus_2', subscriptionId: 'sub_2', occurredAt: later }))).toMatchObject({
      stripe_customer_id: 'cus_2',
      stripe_subscription_id: 'sub_2',
    });
    expect(nextSubscriptionRow(row({}), change({ customerId: null, subscriptionId: null, occurredAt: later }))).toMatchObject({
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
    });
  });
});

describe('subscriptionStatus at the very end of a period', () => {
  it('is no longer subscribed at the instant the period ends', () => {
    const end = at('2026-12-22T00:00:00Z');
    expect(subscriptionStatus(row({ current_period_end: end }), new Date(end)).subscribed).toBe(false);
    expect(subscriptionStatus(row({ current_period_end: end }), new Date(Date.parse(end) - 1)).subscribed).toBe(true);
  });
});
