// Whether a purchase would duplicate what the member already holds, so nobody pays twice for the same access.
// create-checkout refuses such a purchase before any payment page opens (and the local test checkout again
// before it records one, in case two checkouts were opened side by side).
import type { Tier } from './plans.ts';
import { isSubscribed, type SubscriptionRow } from './subscriptionState.ts';

export type PurchaseConflict =
  /** Lifetime access already includes every plan. */
  | 'lifetime_owned'
  /** The member already has this very plan running. */
  | 'already_subscribed'
  /** Monthly <-> Yearly is a change of the running subscription: the customer portal does it (no second subscription). */
  | 'change_plan_in_portal';

export const purchaseConflictMessages: Record<PurchaseConflict, string> = {
  lifetime_owned: 'You already have Lifetime Access, which includes every plan.',
  already_subscribed: 'You are already subscribed to this plan.',
  change_plan_in_portal: 'Change your plan from your subscription management page instead of buying a second subscription.',
};

/** The reason `wanted` may not be bought by the holder of `current`, or null when it may (Monthly/Yearly -> Lifetime is an upgrade). */
export function purchaseConflict(current: SubscriptionRow | null, wanted: Tier, now: Date = new Date()): PurchaseConflict | null {
  if (!current || !isSubscribed(current, now)) return null;
  if (current.tier === 'Lifetime') return 'lifetime_owned';
  if (current.tier === wanted) return 'already_subscribed';
  if (wanted !== 'Lifetime') return 'change_plan_in_portal';
  return null;
}
