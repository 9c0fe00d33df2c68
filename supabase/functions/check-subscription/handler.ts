// check-subscription: the caller's subscription from the stored row. No Stripe call per check:
// the webhook (or the local test checkout) keeps the row current. The payment return page also sends
// the checkout session id it was opened with, and hears whether that checkout is the caller's (issue 20.12).
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json, preflight, readJson } from '../_shared/http.ts';
import { checkoutSessionState } from '../_payments/checkoutOwnership.ts';
import { subscriptionStatus } from '../_payments/subscriptionState.ts';

export async function handleCheckSubscription(request: Request, deps: PaymentsDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  const caller = await deps.authenticate(request);
  if (!caller) return error(401, 'Sign in to check a subscription', 'not_authenticated');
  const body = request.method === 'POST' ? await readJson<Record<string, unknown>>(request) : {};
  const sessionId = body && typeof body === 'object' ? body.checkout_session_id : undefined;
  if (sessionId !== undefined && typeof sessionId !== 'string') return error(400, 'checkout_session_id must be a string', 'invalid_body');
  const row = await deps.store.get(caller.id);
  const status = subscriptionStatus(row, deps.now?.() ?? new Date());
  if (sessionId === undefined) return json(status);
  return json({ ...status, checkout_session: await checkoutSessionState(deps, caller.id, sessionId) });
}
