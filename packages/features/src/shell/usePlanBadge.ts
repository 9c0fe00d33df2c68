import { planBadge, type PlanBadge } from '../profile/planBadge.ts';
import { useSubscription } from '../subscription/SubscriptionProvider.tsx';

/** The signed-in user's plan badge (SPEC 9), from the shared subscription state; nothing while it loads. */
export function usePlanBadge(): PlanBadge | null {
  const subscription = useSubscription();
  if (subscription.loading) return null;
  return planBadge({ subscribed: subscription.subscribed, tier: subscription.subscriptionTier });
}
