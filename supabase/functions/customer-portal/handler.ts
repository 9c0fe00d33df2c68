// customer-portal: a Stripe billing portal session for the caller's own Stripe customer.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json, preflight } from '../_shared/http.ts';
import { isSubscribed } from '../_payments/subscriptionState.ts';
import { signTestSession, TEST_CHECKOUT_PATH, TEST_SESSION_TTL_MS } from '../_payments/testCheckoutSession.ts';
import { TEST_PORTAL_PREFIX } from '../test-checkout/portal.ts';

export async function handleCustomerPortal(request: Request, deps: PaymentsDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const caller = await deps.authenticate(request);
  if (!caller) return error(401, 'Sign in to manage a subscription', 'not_authenticated');
  if (!deps.stripe) return testPortal(caller.id, deps);
  const customer = (await deps.store.get(caller.id))?.stripe_customer_id;
  if (!customer) return error(404, 'No purchase is recorded for this account', 'no_customer');
  const session = await deps.stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.siteUrl}/plans` });
  return json({ url: session.url });
}

/**
 * Offline (no Stripe): the test checkout's own management page, where a running Monthly or Yearly test subscription
 * can be cancelled or switched (issue 20.13). 404 no_subscription when there is nothing to manage (none, or Lifetime).
 */
async function testPortal(userId: string, deps: PaymentsDeps): Promise<Response> {
  const secret = deps.config.testCheckoutSecret;
  if (!secret) return error(409, 'Neither Stripe nor the test checkout is configured', 'portal_unavailable');
  const now = deps.now?.() ?? new Date();
  const row = await deps.store.get(userId);
  if (!row || !isSubscribed(row, now) || row.tier === 'Lifetime')
    return error(404, 'There is no running subscription to manage', 'no_subscription');
  const id = `${TEST_PORTAL_PREFIX}${crypto.randomUUID().replace(/-/g, '')}`;
  const token = await signTestSession({ id, userId, tier: row.tier, expiresAt: now.getTime() + TEST_SESSION_TTL_MS }, secret);
  return json({ url: `${TEST_CHECKOUT_PATH}?portal=${encodeURIComponent(token)}` });
}
