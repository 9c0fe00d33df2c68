// Reading the caller's subscription from check-subscription (SPEC 3 Subscription status).
import type { SupabaseClient } from '@supabase/supabase-js';
import { isSuspendedResponse } from '../session/suspension.ts';
import type { Tier } from './plans.ts';

/** The check was refused because the member's account is banned (403 user_banned), not because it failed. */
export class MemberSuspendedError extends Error {
  constructor() {
    super('check-subscription: the account is suspended');
    this.name = 'MemberSuspendedError';
  }
}

/** supabase-js's FunctionsHttpError keeps the function's Response as `context`. */
async function isSuspendedAnswer(error: unknown): Promise<boolean> {
  const context = (error as { context?: unknown } | null)?.context;
  return context instanceof Response && isSuspendedResponse(context);
}

export type SubscriptionStatus = { subscribed: boolean; subscriptionTier: Tier | null; subscriptionEnd: string | null };

export const notSubscribed: SubscriptionStatus = { subscribed: false, subscriptionTier: null, subscriptionEnd: null };

type Answer = { subscribed?: unknown; subscription_tier?: unknown; subscription_end?: unknown };

function tierOf(value: unknown): Tier | null {
  return value === 'Monthly' || value === 'Yearly' || value === 'Lifetime' ? value : null;
}

/** Throws when the check fails, so the caller can say 'Erro ao verificar assinatura'. */
export async function fetchSubscriptionStatus(client: SupabaseClient): Promise<SubscriptionStatus> {
  const { data, error } = await client.functions.invoke<Answer>('check-subscription', { body: {} });
  if (error) throw (await isSuspendedAnswer(error)) ? new MemberSuspendedError() : error;
  if (!data || typeof data.subscribed !== 'boolean') throw new Error('check-subscription: unexpected answer');
  return {
    subscribed: data.subscribed,
    subscriptionTier: tierOf(data.subscription_tier),
    subscriptionEnd: typeof data.subscription_end === 'string' ? data.subscription_end : null,
  };
}

/** The Stripe customer portal address, or null when it cannot be opened (SPEC 8: 'Erro ao abrir portal de assinatura'). */
export async function customerPortalUrl(client: SupabaseClient): Promise<string | null> {
  try {
    const { data, error } = await client.functions.invoke<{ url?: unknown }>('customer-portal', { body: {} });
    return !error && typeof data?.url === 'string' && data.url ? data.url : null;
  } catch {
    return null;
  }
}

/** Whose the checkout a payment return page names is (issue 20.12): see supabase/functions/_payments/checkoutOwnership.ts. */
export type CheckoutSessionState = 'paid' | 'processing' | 'open' | 'unknown';

/** Asks check-subscription about `sessionId`; throws when the check fails, so the page can offer another. */
export async function fetchCheckoutSession(client: SupabaseClient, sessionId: string): Promise<CheckoutSessionState> {
  const { data, error } = await client.functions.invoke<{ checkout_session?: unknown }>('check-subscription', {
    body: { checkout_session_id: sessionId },
  });
  if (error) throw error;
  const state = data?.checkout_session;
  if (state === 'paid' || state === 'processing' || state === 'open' || state === 'unknown') return state;
  throw new Error('check-subscription: unexpected checkout_session');
}
