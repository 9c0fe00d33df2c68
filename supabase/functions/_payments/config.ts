// Payment settings, read from the function's environment on each request.
// With no STRIPE_SECRET_KEY the local test checkout stands in for Stripe (offline mode).
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
  /** Signs local test checkout sessions so a browser cannot invent one (derived from the service key). */
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
    testCheckoutSecret: setting(env.SUPABASE_SECRET_KEY),
  };
}
