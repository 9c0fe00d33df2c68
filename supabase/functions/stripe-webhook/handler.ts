// stripe-webhook: signature-verified, idempotent (payment_events), order-safe (the rule book in
// _payments/subscriptionState.ts never lets an older event overwrite a newer state).
import type { PaymentsDeps } from '../_payments/deps.ts';
import { error, json } from '../_shared/http.ts';
import { recordPaymentEvent } from '../_payments/recordPurchase.ts';
import { verifiedStripeEvent } from '../_payments/stripeClient.ts';
import { changesFromEvent } from '../_payments/stripeEvents.ts';
import { malformedEventReason } from '../_payments/eventShape.ts';

export async function handleStripeWebhook(request: Request, deps: PaymentsDeps): Promise<Response> {
  if (request.method !== 'POST') return error(405, 'Use POST', 'method_not_allowed');
  const secret = deps.config.stripeWebhookSecret;
  const stripe = deps.stripe;
  if (!secret || !stripe) return error(503, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required', 'webhook_not_configured');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return error(400, 'Missing Stripe-Signature header', 'missing_signature');
  const payload = await request.text();
  let event;
  try {
    event = await verifiedStripeEvent(stripe, payload, signature, secret);
  } catch {
    return error(400, 'Webhook signature verification failed', 'invalid_signature');
  }
  const malformed = malformedEventReason(event);
  if (malformed) return error(400, `Malformed event: ${malformed}`, 'malformed_event');
  const result = await recordPaymentEvent(deps.store, event, () =>
    changesFromEvent(event, { config: deps.config, store: deps.store, stripe }),
  );
  // Answered 200 all the same: Stripe would retry a 4xx or 5xx for days, and no retry can make the member exist.
  for (const userId of result.ignored)
    console.warn(
      `stripe-webhook: ${event.type} ${event.id} names no member (user_id ${JSON.stringify(userId)}): recorded, nothing changed`,
    );
  return json({ received: true, ...result });
}
