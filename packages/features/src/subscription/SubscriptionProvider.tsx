import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useId, useMemo, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { backendClient } from '../backend/client.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { notify } from '../shell/notify.ts';
import { SUBSCRIPTION_RECHECK_MS, subscriptionStateOf, type MonitoredUser, type SubscriptionState } from './subscriptionState.ts';
import { reportSuspended } from '../session/suspension.ts';
import {
  customerPortalUrl,
  fetchCheckoutSession,
  fetchSubscriptionStatus,
  MemberSuspendedError,
  type CheckoutSessionState,
} from './subscriptionStatus.ts';

export type SubscriptionValue = SubscriptionState & {
  /** Checks now; resolves with the fresh state (the payment return page waits on it). */
  refresh: () => Promise<SubscriptionState>;
  /** Sends the browser to the Stripe customer portal, or says 'Erro ao abrir portal de assinatura'. */
  openCustomerPortal: () => Promise<void>;
  /** Whether the checkout `sessionId` is the signed-in user's, and paid (the payment return page asks, issue 20.12). */
  checkoutSession: (sessionId: string) => Promise<CheckoutSessionState>;
};

/** Exported so stories and tests can provide a fixed subscription without a backend. */
export const SubscriptionContext = createContext<SubscriptionValue | null>(null);

/** Browsers leave the page through here, so tests can watch where they would go. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

export type SubscriptionProviderProps = {
  client?: SupabaseClient;
  /** SPEC 4: 30 000 ms. Stories and tests shorten it. */
  recheckMs?: number;
  children: ReactNode;
};

/**
 * The one shared subscription state (SPEC 3/4): loading at first, checked whenever the signed-in user changes and
 * every 30 s while signed in, from check-subscription (which reads stored state). swr keys the check by user (and
 * provider), so a previous user's late answer never shows; it polls only after the previous check has settled, so a slow check is
 * never joined by a second one; and while checks fail it retries on the same 30 s beat (its own polling pauses on
 * an error), saying 'Erro ao verificar assinatura' once per run of failures.
 */
export function SubscriptionProvider({ client, recheckMs = SUBSCRIPTION_RECHECK_MS, children }: SubscriptionProviderProps) {
  const t = useT();
  const { status, user } = useSession();
  const userId: MonitoredUser = status === 'loading' ? undefined : (user?.id ?? null);
  const failing = useRef(false);
  // The answer belongs to this provider: a new provider (a story, a test, a remount) checks afresh instead of
  // showing an answer another one cached under the same user.
  const instance = useId();

  const check = useSWR(
    typeof userId === 'string' ? (['check-subscription', userId, instance] as const) : null,
    async () => fetchSubscriptionStatus(client ?? (await backendClient())),
    {
      refreshInterval: recheckMs,
      // Two screens mounting at once, or a focus, share the check in flight instead of starting another.
      dedupingInterval: recheckMs,
      revalidateOnFocus: false,
      keepPreviousData: false,
      onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
        setTimeout(() => void revalidate({ retryCount }), recheckMs);
      },
      onSuccess: () => {
        failing.current = false;
      },
      onError: (error) => {
        // A banned member is told that, and how to reach the academy, not 'Erro ao verificar assinatura' (issue 39.8).
        if (error instanceof MemberSuspendedError) {
          reportSuspended();
          return;
        }
        if (failing.current) return;
        failing.current = true;
        console.error(error);
        notify('error', t('subscription.checkError'));
      },
    },
  );

  const state = subscriptionStateOf(userId, check.data, check.error !== undefined);
  const { mutate } = check;

  const refresh = useCallback(async () => {
    // Signed out or the session still loading: nothing to check, the state depends on that alone.
    if (typeof userId !== 'string') return subscriptionStateOf(userId, undefined, false);
    const status = await mutate();
    return subscriptionStateOf(userId, status, status === undefined);
  }, [mutate, userId]);

  const openCustomerPortal = useCallback(async () => {
    const url = await customerPortalUrl(client ?? (await backendClient()));
    if (url) navigation.assign(url);
    else notify('error', t('subscription.portalError'));
  }, [client, t]);

  const checkoutSession = useCallback(
    async (sessionId: string) => fetchCheckoutSession(client ?? (await backendClient()), sessionId),
    [client],
  );

  const { loading, subscribed, subscriptionTier, subscriptionEnd } = state;
  const value = useMemo<SubscriptionValue>(
    () => ({ loading, subscribed, subscriptionTier, subscriptionEnd, refresh, openCustomerPortal, checkoutSession }),
    [loading, subscribed, subscriptionTier, subscriptionEnd, refresh, openCustomerPortal, checkoutSession],
  );
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

export function useSubscription(): SubscriptionValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used inside <SubscriptionProvider>');
  return value;
}
