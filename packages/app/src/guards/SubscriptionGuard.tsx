import type { ReactNode } from 'react';
import { useSession } from '@academy/features/session/SessionProvider.tsx';
import { useSubscription } from '@academy/features/subscription/SubscriptionProvider.tsx';
import { GuardOutcome } from './AuthGuard.tsx';
import { decideSubscriptionGuard, type SubscriptionRule } from './decisions.ts';

/**
 * SPEC 2 subscription guard: `tiers` is one tier or a list (Lifetime passes any); refused users go to
 * `redirectTo` (default /plans), visitors to /signin; master and instructor pass without a subscription.
 */
export function SubscriptionGuard({ tiers, redirectTo, children }: SubscriptionRule & { children: ReactNode }) {
  const session = useSession();
  const subscription = useSubscription();
  const decision = decideSubscriptionGuard(
    session,
    { loading: subscription.loading, subscribed: subscription.subscribed, tier: subscription.subscriptionTier },
    { tiers, redirectTo },
  );
  return <GuardOutcome decision={decision}>{children}</GuardOutcome>;
}
