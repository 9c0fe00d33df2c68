// create-checkout: a Stripe Checkout session (or, offline, a local test checkout) for the caller.
// Prices and return URLs come from configuration only; the request names the plan, nothing more.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json, preflight, readJson } from '../_shared/http.ts';
import { CURRENCY, LIFETIME_AMOUNT_CENTS, PLAN_NOT_FOUND, resolveCheckoutPlan, type CheckoutPlan } from '../_payments/plans.ts';
import { purchaseConflict, purchaseConflictMessages } from '../_payments/purchaseConflict.ts';
import { newTestSessionId, signTestSession, TEST_CHECKOUT_PATH, TEST_SESSION_TTL_MS } from '../_payments/testCheckoutSession.ts';
import type Stripe from 'stripe';

export function checkoutReturnUrls(siteUrl: string) {
  return { success_url: `${siteUrl}/checkout-success?session_id={CHECKOUT_SESSION_ID}`, cancel_url: `${siteUrl}/plans` };
}

function lineItem(plan: CheckoutPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  if (plan.stripePriceId) return { price: plan.stripePriceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: { currency: CURRENCY, unit_amount: LIFETIME_AMOUNT_CENTS, product_data: { name: 'Academy Lifetime Access' } },
  };
}

export async function handleCreateCheckout(request: Request, deps: PaymentsDeps): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const caller = await deps.authenticate(request);
  if (!caller) return error(401, 'Sign in to buy a plan', 'not_authenticated');
  const body = await readJson<Record<string, unknown>>(request);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return error(400, 'Expected a JSON object', 'invalid_body');
  const plan = resolveCheckoutPlan(body, deps.config);
  // Offline mode sells every plan; with Stripe a subscription plan needs its configured price.
  if (!plan || (deps.stripe && plan.mode === 'subscription' && !plan.stripePriceId)) {
    return error(400, 'Plano não encontrado.', PLAN_NOT_FOUND);
  }

  const stored = await deps.store.get(caller.id);
  const conflict = purchaseConflict(stored, plan.tier, deps.now?.() ?? new Date());
  if (conflict) return error(409, purchaseConflictMessages[conflict], conflict);

  if (!deps.stripe) {
    const secret = deps.config.testCheckoutSecret;
    if (!secret) return error(503, 'Neither Stripe nor the test checkout is configured', 'checkout_not_configured');
    const now = deps.now?.() ?? new Date();
    const token = await signTestSession(
      { id: await newTestSessionId(caller.id, secret), userId: caller.id, tier: plan.tier, expiresAt: now.getTime() + TEST_SESSION_TTL_MS },
      secret,
    );
    // A same-origin path: the test checkout is served by the embedded server that serves the app, and a
    // path keeps the buyer on the origin they signed in on (localhost and 127.0.0.1 hold different sessions).
    return json({ url: `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(token)}` });
  }

  const customer = stored?.stripe_customer_id ?? undefined;
  const metadata = { user_id: caller.id, tier: plan.tier };
  const session = await deps.stripe.checkout.sessions.create({
    mode: plan.mode,
    line_items: [lineItem(plan)],
    ...checkoutReturnUrls(deps.config.siteUrl),
    client_reference_id: caller.id,
    metadata,
    ...(customer ? { customer } : caller.email ? { customer_email: caller.email } : {}),
    ...(plan.mode === 'subscription' ? { subscription_data: { metadata } } : customer ? {} : { customer_creation: 'always' as const }),
  });
  if (!session.url) return error(502, 'Stripe returned no checkout URL', 'no_checkout_url');
  return json({ url: session.url });
}
