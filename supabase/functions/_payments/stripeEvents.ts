// Translates Stripe webhook events into subscription facts for the rule book.
import type Stripe from 'stripe';
import type { PaymentsConfig } from './config.ts';
import { isTier, tierForStripePrice, type Tier } from './plans.ts';
import type { SubscriptionStore } from './store.ts';
import type { SubscriptionChange } from './subscriptionState.ts';

export const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

type Context = { config: PaymentsConfig; store: SubscriptionStore; stripe: Stripe };

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Period end: on the subscription in older API versions, on its items since 2025-03-31. */
function periodEnd(subscription: Stripe.Subscription): string | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const itemEnd = subscription.items?.data?.[0]?.current_period_end;
  const seconds = legacy ?? itemEnd;
  return typeof seconds === 'number' ? isoFromSeconds(seconds) : null;
}

function subscriptionTier(subscription: Stripe.Subscription, config: PaymentsConfig): Tier | null {
  const fromMetadata = subscription.metadata?.tier;
  if (isTier(fromMetadata)) return fromMetadata;
  return tierForStripePrice(subscription.items?.data?.[0]?.price?.id, config);
}

async function subscriptionChange(
  subscription: Stripe.Subscription,
  occurredAt: string,
  ctx: Context,
  status = subscription.status,
): Promise<SubscriptionChange | null> {
  const customerId = idOf(subscription.customer);
  const userId = subscription.metadata?.user_id || (await ctx.store.findUserId({ subscriptionId: subscription.id, customerId }));
  if (!userId) return null;
  return {
    userId,
    tier: subscriptionTier(subscription, ctx.config),
    status,
    currentPeriodEnd: periodEnd(subscription),
    customerId,
    subscriptionId: subscription.id,
    occurredAt,
  };
}

async function checkoutCompleted(session: Stripe.Checkout.Session, occurredAt: string, ctx: Context): Promise<SubscriptionChange[]> {
  const userId = session.client_reference_id || session.metadata?.user_id;
  if (!userId) return [];
  const customerId = idOf(session.customer);
  if (session.mode === 'payment') {
    if (session.payment_status !== 'paid') return [];
    return [{ userId, tier: 'Lifetime', status: 'active', currentPeriodEnd: null, customerId, subscriptionId: null, occurredAt }];
  }
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return [];
  // The session does not carry the period end that access depends on: ask Stripe once.
  const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId);
  const change = await subscriptionChange({ ...subscription, metadata: { user_id: userId, ...subscription.metadata } }, occurredAt, ctx);
  if (change && change.tier === null && isTier(session.metadata?.tier)) change.tier = session.metadata.tier;
  return change ? [{ ...change, customerId: change.customerId ?? customerId }] : [];
}

async function paymentFailed(invoice: Stripe.Invoice, occurredAt: string, ctx: Context): Promise<SubscriptionChange[]> {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscriptionId = idOf(legacy) ?? idOf(invoice.parent?.subscription_details?.subscription);
  const customerId = idOf(invoice.customer);
  const userId = await ctx.store.findUserId({ subscriptionId, customerId });
  if (!userId) return [];
  return [{ userId, tier: null, status: 'past_due', customerId, subscriptionId, occurredAt }];
}

/** The facts an event states; an empty list for events this product does not act on. */
export async function changesFromEvent(event: Stripe.Event, ctx: Context): Promise<SubscriptionChange[]> {
  const occurredAt = isoFromSeconds(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event.data.object, occurredAt, ctx);
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const change = await subscriptionChange(event.data.object, occurredAt, ctx);
      return change ? [change] : [];
    }
    case 'customer.subscription.deleted': {
      const change = await subscriptionChange(event.data.object, occurredAt, ctx, 'canceled');
      return change ? [change] : [];
    }
    case 'invoice.payment_failed':
      return paymentFailed(event.data.object, occurredAt, ctx);
    default:
      return [];
  }
}
