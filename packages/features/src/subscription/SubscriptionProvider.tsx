import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { backendClient } from '../backend/client.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { notify } from '../shell/notify.ts';
import { createSubscriptionMonitor, type SubscriptionState } from './subscriptionMonitor.ts';
import { customerPortalUrl, fetchSubscriptionStatus } from './subscriptionStatus.ts';

export type SubscriptionValue = SubscriptionState & {
  /** Checks now; resolves with the fresh state (the payment return page waits on it). */
  refresh: () => Promise<SubscriptionState>;
  /** Sends the browser to the Stripe customer portal, or says 'Erro ao abrir portal de assinatura'. */
  openCustomerPortal: () => Promise<void>;
};

/** Exported so stories and tests can provide a fixed subscription without a backend. */
export const SubscriptionContext = createContext<SubscriptionValue | null>(null);

/** Browsers leave the page through here, so tests can watch where they would go. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * The one shared subscription state (SPEC 3/4): loading at first, checked whenever the signed-in
 * user changes and every 30 s while signed in, from check-subscription (which reads stored state).
 */
export function SubscriptionProvider({ client, children }: { client?: SupabaseClient; children: ReactNode }) {
  const t = useT();
  const { status, user } = useSession();
  const [monitor] = useState(() => createSubscriptionMonitor({ check: async () => fetchSubscriptionStatus(client ?? (await backendClient())) }));
  useEffect(
    () =>
      monitor.subscribeToErrors((error) => {
        console.error(error);
        notify('error', t('subscription.checkError'));
      }),
    [monitor, t],
  );
  const state = useSyncExternalStore(monitor.subscribe, monitor.getState, monitor.getState);

  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  useEffect(() => monitor.setUser(userId), [monitor, userId]);
  useEffect(() => () => monitor.stop(), [monitor]);

  const openCustomerPortal = useCallback(async () => {
    const url = await customerPortalUrl(client ?? (await backendClient()));
    if (url) navigation.assign(url);
    else notify('error', t('subscription.portalError'));
  }, [client, t]);

  const value = useMemo<SubscriptionValue>(() => ({ ...state, refresh: monitor.refresh, openCustomerPortal }), [state, monitor, openCustomerPortal]);
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

export function useSubscription(): SubscriptionValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used inside <SubscriptionProvider>');
  return value;
}
