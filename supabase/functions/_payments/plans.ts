// The three ways to buy Academy and how a checkout request names one of them.
// The browser sends a plan id ('monthly' | 'yearly') or a configured Stripe price id as `priceId`;
// the server alone decides the price actually charged, from its configuration.
import type { PaymentsConfig } from './config.ts';

export const tiers = ['Monthly', 'Yearly', 'Lifetime'] as const;
export type Tier = (typeof tiers)[number];

export type CheckoutPlan =
  | { tier: 'Monthly' | 'Yearly'; mode: 'subscription'; stripePriceId: string | null }
  | { tier: 'Lifetime'; mode: 'payment'; stripePriceId: string | null };

/** Lifetime access when no Stripe price is configured for it: 500.00 USD (SPEC section 9). */
export const LIFETIME_AMOUNT_CENTS = 50000;
export const CURRENCY = 'usd';

/** The error code the UI maps to 'Plano não encontrado.'. */
export const PLAN_NOT_FOUND = 'plan_not_found';

export type CheckoutRequestBody = { priceId?: unknown; mode?: unknown; isLifetime?: unknown };

/** Resolves the request body to a plan, or null when it names no plan this server sells. */
export function resolveCheckoutPlan(body: CheckoutRequestBody, config: PaymentsConfig): CheckoutPlan | null {
  if (body.isLifetime === true) return { tier: 'Lifetime', mode: 'payment', stripePriceId: config.prices.Lifetime };
  if (typeof body.priceId !== 'string' || (body.mode !== undefined && body.mode !== 'subscription')) return null;
  for (const tier of ['Monthly', 'Yearly'] as const) {
    const configured = config.prices[tier];
    if (body.priceId === tier.toLowerCase() || (configured !== null && body.priceId === configured)) {
      return { tier, mode: 'subscription', stripePriceId: configured };
    }
  }
  return null;
}

/** The tier a Stripe price id stands for, when a subscription event carries no tier metadata. */
export function tierForStripePrice(priceId: string | null | undefined, config: PaymentsConfig): Tier | null {
  if (!priceId) return null;
  for (const tier of tiers) if (config.prices[tier] === priceId) return tier;
  return null;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (tiers as readonly string[]).includes(value);
}
