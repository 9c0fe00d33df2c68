/** What the plan badge says, as a catalog key plus parameters (SPEC 9). */
export type PlanBadge =
  | { key: 'profile.plan.free' }
  | { key: 'profile.plan.lifetime' }
  | { key: 'profile.plan.monthly' }
  | { key: 'profile.plan.yearly' }
  | { key: 'profile.plan.named'; params: { name: string } };

/** The tiers the academy sells have a name in each language ('Plano Mensal', not 'Plano Monthly'). */
const NAMED_TIERS: Record<string, PlanBadge> = {
  lifetime: { key: 'profile.plan.lifetime' },
  monthly: { key: 'profile.plan.monthly' },
  yearly: { key: 'profile.plan.yearly' },
};

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * 'Lifetime Access' for the Lifetime tier, the sold tiers' own names (Monthly, Yearly) in the reader's language,
 * '<Tier> Plan' for another tier, '<Type> Plan' for a paid profile type
 * without a known tier, and 'Free Plan' otherwise.
 */
export function planBadge(input: { subscribed?: boolean; tier?: string | null; type?: string | null }): PlanBadge {
  const tier = input.subscribed ? input.tier?.trim() : undefined;
  if (tier) return NAMED_TIERS[tier.toLowerCase()] ?? { key: 'profile.plan.named', params: { name: titleCase(tier) } };
  const type = input.type?.trim();
  if (type && type.toLowerCase() !== 'free') return { key: 'profile.plan.named', params: { name: titleCase(type) } };
  return { key: 'profile.plan.free' };
}
