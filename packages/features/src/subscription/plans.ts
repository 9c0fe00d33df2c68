// The plans the academy sells (SPEC 3 Plan, SPEC 9 constants). Prices are shown from here; the
// server charges from its own configuration, and `priceId` only names the plan to it.
export type Tier = 'Monthly' | 'Yearly' | 'Lifetime';

export type Plan = {
  id: 'monthly' | 'yearly';
  tier: Exclude<Tier, 'Lifetime'>;
  /** USD. */
  price: number;
  /** What create-checkout receives as `priceId`. */
  priceId: string;
  period: 'month' | 'year';
  popular: boolean;
  /** The badge percentage, when the plan is discounted. */
  discountPercentage: number | null;
  /** Message keys of the features list. */
  featureKeys: readonly string[];
};

export const plans: readonly Plan[] = [
  {
    id: 'monthly',
    tier: 'Monthly',
    price: 47.9,
    priceId: 'monthly',
    period: 'month',
    popular: false,
    discountPercentage: null,
    featureKeys: [
      'subscription.feature.courses',
      'subscription.feature.prompts',
      'subscription.feature.community',
      'subscription.feature.updates',
    ],
  },
  {
    id: 'yearly',
    tier: 'Yearly',
    price: 338.5,
    priceId: 'yearly',
    period: 'year',
    popular: true,
    discountPercentage: 40,
    featureKeys: [
      'subscription.feature.everythingMonthly',
      'subscription.feature.courses',
      'subscription.feature.prompts',
      'subscription.feature.community',
      'subscription.feature.updates',
    ],
  },
];

export const LIFETIME_PRICE_USD = 500;

/** The plan a user's current tier preselects (SPEC 2); Lifetime and no tier preselect nothing. */
export function planForTier(tier: string | null): Plan | null {
  const wanted = tier?.trim().toLowerCase();
  return plans.find((plan) => plan.tier.toLowerCase() === wanted) ?? null;
}

export function isLifetime(tier: string | null): boolean {
  return tier?.trim().toLowerCase() === 'lifetime';
}

/** The message key of a tier's display name (the plan card's name; Lifetime's offer title). */
export function tierNameKey(tier: Tier): string {
  return tier === 'Lifetime' ? 'subscription.lifetime.title' : `subscription.plan.${tier.toLowerCase()}.name`;
}
