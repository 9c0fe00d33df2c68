// Starting a purchase: create-checkout answers a URL (Stripe Checkout, or the local test checkout)
// and the browser goes there. Every failure maps to one of SPEC 8's checkout messages.
import type { SupabaseClient } from '@supabase/supabase-js';
import { functionErrorCode } from './functionErrors.ts';
import type { Plan } from './plans.ts';

export type CheckoutChoice = { kind: 'plan'; plan: Plan } | { kind: 'lifetime' };

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'error'; messageKey: CheckoutErrorKey };

export type CheckoutErrorKey =
  | 'subscription.checkout.failed'
  | 'subscription.checkout.noUrl'
  | 'subscription.checkout.planNotFound'
  | 'subscription.checkout.alreadyOwned'
  | 'subscription.checkout.changeInPortal';

/** create-checkout's refusals (409) of a purchase that duplicates what the member holds. */
const duplicatePurchaseKeys: Record<string, CheckoutErrorKey> = {
  already_subscribed: 'subscription.checkout.alreadyOwned',
  lifetime_owned: 'subscription.checkout.alreadyOwned',
  change_plan_in_portal: 'subscription.checkout.changeInPortal',
};

/** SPEC 7: `{ priceId, mode: 'subscription', isLifetime: false }` for a plan, `{ isLifetime: true }` for lifetime. */
export function checkoutBody(choice: CheckoutChoice) {
  return choice.kind === 'lifetime' ? { isLifetime: true } : { priceId: choice.plan.priceId, mode: 'subscription', isLifetime: false };
}

export async function requestCheckout(client: SupabaseClient | Promise<SupabaseClient>, choice: CheckoutChoice): Promise<CheckoutOutcome> {
  try {
    const { data, error } = await (await client).functions.invoke<{ url?: unknown }>('create-checkout', { body: checkoutBody(choice) });
    if (error) {
      const code = await functionErrorCode(error);
      if (code === 'plan_not_found') return { kind: 'error', messageKey: 'subscription.checkout.planNotFound' };
      return { kind: 'error', messageKey: (code && duplicatePurchaseKeys[code]) || 'subscription.checkout.failed' };
    }
    if (typeof data?.url !== 'string' || !data.url) return { kind: 'error', messageKey: 'subscription.checkout.noUrl' };
    return { kind: 'redirect', url: data.url };
  } catch {
    return { kind: 'error', messageKey: 'subscription.checkout.failed' };
  }
}

/** SPEC 8: signed-out visitors are told to sign in (with the plan- or lifetime-specific line) and sent to /signin. */
export function signInRequiredMessages(choice: CheckoutChoice) {
  return {
    titleKey: 'subscription.checkout.signInRequired',
    descriptionKey: choice.kind === 'lifetime' ? 'subscription.checkout.signInForLifetime' : 'subscription.checkout.signInForPlan',
  } as const;
}
