// Whether a checkout session id (the `session_id` a payment return page is opened with) is the caller's,
// and whether it was paid (issue 20.12): a page must not say 'payment received' for an id someone typed,
// shared or copied from another account. With Stripe the session itself says whose it is (create-checkout
// sets client_reference_id); offline the test checkout's id carries a mark only its buyer's id matches,
// and its completion is the payment event the test checkout recorded under that id.
import type { PaymentsDeps } from './deps.ts';
import { testSessionBelongsTo } from './testCheckoutSession.ts';

/**
 * 'paid': the caller's, completed and paid; 'processing': the caller's, completed, its payment still under way
 * (Stripe's delayed payment methods); 'open': the caller's, never completed; 'unknown': not the caller's, or no such session.
 */
export type CheckoutSessionState = 'paid' | 'processing' | 'open' | 'unknown';

/** Stripe's ids are short; anything much longer is not one and is not sent on. */
const MAX_SESSION_ID_LENGTH = 255;

export async function checkoutSessionState(deps: PaymentsDeps, callerId: string, sessionId: string): Promise<CheckoutSessionState> {
  if (!sessionId || sessionId.length > MAX_SESSION_ID_LENGTH) return 'unknown';
  if (deps.stripe) {
    // A session of another Stripe account, a typo or a forged id: Stripe answers 404, which is 'unknown' too.
    const session = await deps.stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    const owner = session?.client_reference_id ?? session?.metadata?.user_id ?? null;
    if (!session || owner !== callerId) return 'unknown';
    if (session.status !== 'complete') return 'open';
    return session.payment_status === 'unpaid' ? 'processing' : 'paid';
  }
  const secret = deps.config.testCheckoutSecret;
  if (!secret || !(await testSessionBelongsTo(sessionId, callerId, secret))) return 'unknown';
  return (await deps.store.hasEvent(sessionId)) ? 'paid' : 'open';
}
