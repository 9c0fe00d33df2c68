// check-subscription: the caller's subscription from the stored row. No Stripe call per check:
// the webhook (or the local test checkout) keeps the row current.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json, preflight } from '../_shared/http.ts';
import { subscriptionStatus } from '../_payments/subscriptionState.ts';

export async function handleCheckSubscription(request: Request, deps: PaymentsDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  const caller = await deps.authenticate(request);
  if (!caller) return error(401, 'Sign in to check a subscription', 'not_authenticated');
  const row = await deps.store.get(caller.id);
  return json(subscriptionStatus(row, deps.now?.() ?? new Date()));
}
