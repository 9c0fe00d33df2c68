// The subscription state every screen reads (SPEC 4), and how often it is re-checked.
import { notSubscribed, type SubscriptionStatus } from './subscriptionStatus.ts';

export const SUBSCRIPTION_RECHECK_MS = 30_000;

export type SubscriptionState = SubscriptionStatus & { loading: boolean };

export const initialSubscriptionState: SubscriptionState = { loading: true, ...notSubscribed };

/** `undefined`: the session is still loading; `null`: signed out; a string: the signed-in user's id. */
export type MonitoredUser = string | null | undefined;

/**
 * What the screens see: loading until the session is known and the user's first check has answered; signed out is
 * not subscribed; a failed check keeps the last known answer (or not subscribed when there is none).
 */
export function subscriptionStateOf(user: MonitoredUser, status: SubscriptionStatus | undefined, failed: boolean): SubscriptionState {
  if (user === undefined) return initialSubscriptionState;
  if (user === null) return { loading: false, ...notSubscribed };
  if (status) return { loading: false, ...status };
  return failed ? { loading: false, ...notSubscribed } : initialSubscriptionState;
}
