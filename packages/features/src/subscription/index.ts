export { SubscriptionProvider, SubscriptionContext, useSubscription, type SubscriptionValue } from './SubscriptionProvider.tsx';
export { plans, planForTier, isLifetime, LIFETIME_PRICE_USD, type Plan, type Tier } from './plans.ts';
export type { SubscriptionState } from './subscriptionState.ts';
