// The one rule book for subscription state: how a payment fact changes a user's stored row,
// and what "subscribed" means. The Stripe webhook and the local test checkout both go through it.
import type { Tier } from './plans.ts';

/** A row of public.subscriptions. `updated_at` holds when the newest applied fact happened. */
export type SubscriptionRow = {
  user_id: string;
  tier: Tier;
  status: string;
  current_period_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  updated_at: string;
};

/** One payment fact, e.g. "subscription sub_1 of user U is past_due as of T". */
export type SubscriptionChange = {
  userId: string;
  /** null: the fact does not say (e.g. a failed invoice); keep the stored tier. */
  tier: Tier | null;
  status: string;
  /** undefined: the fact does not say; keep the stored end when it is about the same subscription. */
  currentPeriodEnd?: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** When the fact happened at the payment provider (ISO); older facts never overwrite newer ones. */
  occurredAt: string;
};

const liveStatuses = new Set(['active', 'trialing']);

/**
 * The row after applying `change`, or null when the change must be ignored:
 * - a Lifetime purchase is never undone by subscription events;
 * - a cancelled subscription stays cancelled (Stripe never revives a deleted subscription);
 * - a fact older than the stored one is stale (webhooks arrive out of order).
 */
export function nextSubscriptionRow(current: SubscriptionRow | null, change: SubscriptionChange): SubscriptionRow | null {
  if (change.tier === 'Lifetime') {
    if (current?.tier === 'Lifetime' && current.status === 'active') return null;
    return {
      user_id: change.userId,
      tier: 'Lifetime',
      status: 'active',
      current_period_end: null,
      stripe_customer_id: change.customerId ?? current?.stripe_customer_id ?? null,
      stripe_subscription_id: current?.stripe_subscription_id ?? null,
      updated_at: latest(change.occurredAt, current?.updated_at),
    };
  }
  if (current === null) {
    if (change.tier === null) return null;
    return {
      user_id: change.userId,
      tier: change.tier,
      status: change.status,
      current_period_end: change.currentPeriodEnd ?? null,
      stripe_customer_id: change.customerId,
      stripe_subscription_id: change.subscriptionId,
      updated_at: change.occurredAt,
    };
  }
  if (current.tier === 'Lifetime') return null;
  const sameSubscription = change.subscriptionId === null || change.subscriptionId === current.stripe_subscription_id;
  if (sameSubscription && current.status === 'canceled') return null;
  if (Date.parse(change.occurredAt) < Date.parse(current.updated_at)) return null;
  const keepEnd = change.currentPeriodEnd === undefined && sameSubscription;
  return {
    user_id: current.user_id,
    tier: change.tier ?? current.tier,
    status: change.status,
    current_period_end: keepEnd ? current.current_period_end : (change.currentPeriodEnd ?? null),
    stripe_customer_id: change.customerId ?? current.stripe_customer_id,
    stripe_subscription_id: change.subscriptionId ?? current.stripe_subscription_id,
    updated_at: latest(change.occurredAt, current.updated_at),
  };
}

function latest(a: string, b: string | undefined): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: kept on purpose (stryker/scopes.mjs keptOnPurpose): without the undefined check Date.parse(undefined) is NaN and NaN > x is false, the same answer; at equal instants a and b are the same time
  return b !== undefined && Date.parse(b) > Date.parse(a) ? b : a;
}

/** Same rule as the SQL helper public.has_active_subscription(): live status and a future end (Lifetime needs none). */
export function isSubscribed(row: SubscriptionRow | null, now: Date = new Date()): boolean {
  if (!row || !liveStatuses.has(row.status)) return false;
  if (row.current_period_end === null) return row.tier === 'Lifetime';
  return Date.parse(row.current_period_end) > now.getTime();
}

/** The check-subscription answer (SPEC section 3: subscribed, subscription_tier, subscription_end). */
export type SubscriptionStatus = { subscribed: boolean; subscription_tier: Tier | null; subscription_end: string | null };

export function subscriptionStatus(row: SubscriptionRow | null, now: Date = new Date()): SubscriptionStatus {
  if (!isSubscribed(row, now) || !row) return { subscribed: false, subscription_tier: null, subscription_end: null };
  return { subscribed: true, subscription_tier: row.tier, subscription_end: row.current_period_end };
}
