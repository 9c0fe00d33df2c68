// test-checkout: the offline stand-in for Stripe Checkout. GET shows a card form; POST charges a
// Stripe test card and, on success, records the purchase through the same code as the webhook.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error } from '../_shared/http.ts';
import { purchaseConflict, purchaseConflictMessages } from '../_payments/purchaseConflict.ts';
import { recordPaymentEvent } from '../_payments/recordPurchase.ts';
import { handleTestPortal } from './portal.ts';
import { testCardOutcome, testPeriodEnd, verifyTestSession } from '../_payments/testCheckoutSession.ts';
import { checkoutPage, invalidSessionPage } from './page.ts';

export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';
export const INVALID_CARD_MESSAGE = 'Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.';

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The page is static HTML: no script may run on it, and it posts only to itself.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}

export async function handleTestCheckout(request: Request, deps: PaymentsDeps): Promise<Response> {
  // With Stripe configured this page must not exist: it would hand out free purchases.
  if (deps.stripe || !deps.config.testCheckoutSecret)
    return error(404, 'The test checkout is off (Stripe is configured, or payments test mode is not on)', 'not_found');
  // Same-origin paths, like the page's own address (see create-checkout).
  const cancelUrl = '/plans';
  const now = deps.now?.() ?? new Date();
  const portalToken = new URL(request.url).searchParams.get('portal');
  if (portalToken !== null) return handleTestPortal(request, deps, portalToken);
  const token = new URL(request.url).searchParams.get('session') ?? '';
  const session = await verifyTestSession(token, deps.config.testCheckoutSecret, now.getTime());
  if (!session) return html(invalidSessionPage(cancelUrl), 400);

  if (request.method === 'GET') return html(checkoutPage({ tier: session.tier, token, cancelUrl }));
  if (request.method !== 'POST') return error(405, 'Use GET or POST', 'method_not_allowed');

  const form = await request.formData().catch(() => null);
  const cardNumber = String(form?.get('card') ?? '');
  const outcome = testCardOutcome(cardNumber);
  if (outcome !== 'approved') {
    const message = outcome === 'declined' ? DECLINED_MESSAGE : INVALID_CARD_MESSAGE;
    return html(checkoutPage({ tier: session.tier, token, cancelUrl, message, cardNumber }), outcome === 'declined' ? 402 : 400);
  }

  // Two checkouts opened side by side: the second must not charge for what the first already bought.
  const conflict = purchaseConflict(await deps.store.get(session.userId), session.tier, now);
  if (conflict)
    return html(checkoutPage({ tier: session.tier, token, cancelUrl, message: purchaseConflictMessages[conflict], cardNumber }), 409);

  await recordPaymentEvent(deps.store, { id: session.id, type: 'test_checkout.completed' }, async () => [
    {
      userId: session.userId,
      tier: session.tier,
      status: 'active',
      currentPeriodEnd: testPeriodEnd(session.tier, now),
      customerId: null,
      subscriptionId: session.tier === 'Lifetime' ? null : session.id,
      occurredAt: now.toISOString(),
    },
  ]);
  return new Response(null, { status: 303, headers: { Location: `/checkout-success?session_id=${encodeURIComponent(session.id)}` } });
}
