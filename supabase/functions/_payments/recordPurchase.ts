// The single state change behind every purchase and subscription update: the Stripe webhook and
// the local test checkout both call recordPurchase, so offline and Stripe journeys change state alike.
import type { SubscriptionStore } from './store.ts';
import { isSubscribed, nextSubscriptionRow, type SubscriptionChange, type SubscriptionRow } from './subscriptionState.ts';

export type RecordResult = { applied: boolean; row: SubscriptionRow | null };

export async function recordPurchase(store: SubscriptionStore, change: SubscriptionChange): Promise<RecordResult> {
  const current = await store.get(change.userId);
  const next = nextSubscriptionRow(current, change);
  if (next === null) return { applied: false, row: current };
  await store.save(next);
  // user_profiles.type follows the purchase state (SPEC 3: free or paid; the dashboard counts paid users).
  const paid = isSubscribed(next);
  if (paid !== isSubscribed(current)) await store.setProfileType(next.user_id, paid ? 'paid' : 'free');
  return { applied: true, row: next };
}

/**
 * Applies the changes of one payment event exactly once: a replayed event id changes nothing.
 * The event is marked only after its changes are saved, so a failure lets the provider retry;
 * two deliveries racing both apply the same facts, which the rule book makes harmless.
 * A change for a user id that names no member (deleted, unknown, not a UUID: metadata is whatever the
 * checkout's creator wrote) is not applied and is listed in `ignored`; the event is still marked, because
 * retrying it can never succeed.
 */
export async function recordPaymentEvent(
  store: SubscriptionStore,
  event: { id: string; type: string },
  changes: () => Promise<SubscriptionChange[]>,
): Promise<{ duplicate: boolean; applied: number; ignored: string[] }> {
  if (await store.hasEvent(event.id)) return { duplicate: true, applied: 0, ignored: [] };
  let applied = 0;
  const ignored: string[] = [];
  for (const change of await changes()) {
    if (!(await store.memberExists(change.userId))) ignored.push(change.userId);
    else if ((await recordPurchase(store, change)).applied) applied++;
  }
  await store.markEvent(event.id, event.type);
  return { duplicate: false, applied, ignored };
}
