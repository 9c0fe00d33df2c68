// customer-portal: a Stripe billing portal session for the caller's own Stripe customer.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json, preflight } from '../_shared/http.ts';

export async function handleCustomerPortal(request: Request, deps: PaymentsDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const caller = await deps.authenticate(request);
  if (!caller) return error(401, 'Sign in to manage a subscription', 'not_authenticated');
  if (!deps.stripe) return error(409, 'The billing portal needs Stripe; the local test checkout has none', 'portal_unavailable');
  const customer = (await deps.store.get(caller.id))?.stripe_customer_id;
  if (!customer) return error(404, 'No purchase is recorded for this account', 'no_customer');
  const session = await deps.stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.siteUrl}/plans` });
  return json({ url: session.url });
}
