// Payment settings, read from the function's environment on each request.
// With no STRIPE_SECRET_KEY the local test checkout stands in for Stripe (offline mode), but only where
// PAYMENTS_TEST is '1' (the embedded server sets it for a loopback SITE_URL): a public site without Stripe keys
// must not hand out premium for a test card number.
import type { FunctionEnv } from '../_shared/env.ts';
import type { Tier } from './plans.ts';

export type PaymentsConfig = {
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Where the Stripe SDK sends requests; set only to reach a stand-in (tests, stripe-mock). */
  stripeApiUrl: string | null;
  prices: Record<Tier, string | null>;
  /** The public address of the app: checkout return URLs are built from it, never from the request. */
  siteUrl: string;
  /** Signs local test checkout sessions so a browser cannot invent one (derived from the service key); null when the test checkout is off. */
  testCheckoutSecret: string | null;
};

/** The function environment plus the one setting only tests and stripe-mock users need. */
export type PaymentsEnv = FunctionEnv & { STRIPE_API_URL?: string | undefined };

function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig {
  return {
    stripeSecretKey: setting(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: setting(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: setting(env.STRIPE_API_URL),
    prices: {
      Monthly: setting(env.STRIPE_PRICE_MONTHLY),
      Yearly: setting(env.STRIPE_PRICE_YEARLY),
      Lifetime: setting(env.STRIPE_PRICE_LIFETIME),
    },
    siteUrl: withoutTrailingSlash(env.SITE_URL || env.SUPABASE_URL),
    testCheckoutSecret: env.PAYMENTS_TEST?.trim() === '1' ? setting(env.SUPABASE_SECRET_KEY) : null,
  };
}
