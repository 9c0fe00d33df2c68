// The Stripe SDK configured the same way in Deno and Node: fetch for HTTP, WebCrypto for
// webhook signatures, and an optional API address so tests can point it at a local stand-in.
import Stripe from 'stripe';
import type { PaymentsConfig } from './config.ts';

export function createStripe(config: PaymentsConfig & { stripeSecretKey: string }): Stripe {
  const address = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
  return new Stripe(config.stripeSecretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'http:' ? 80 : 443),
      protocol: address.protocol === 'http:' ? ('http' as const) : ('https' as const),
    }),
  });
}

export const webCryptoProvider = Stripe.createSubtleCryptoProvider();

/** Verifies the Stripe-Signature header and parses the event; throws on a forged, altered or stale event. */
export async function verifiedStripeEvent(stripe: Stripe, payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webCryptoProvider);
}
