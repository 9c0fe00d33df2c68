import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertCircleIcon, Button, CheckCircleIcon, Spinner } from '@academy/ui';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from './CheckoutSuccessPage.css.ts';
import { createPaymentVerification, type PaymentVerificationState } from './paymentVerification.ts';
import { tierNameKey } from './plans.ts';
import { useSubscription } from './SubscriptionProvider.tsx';

type Verification = ReturnType<typeof createPaymentVerification>;

/**
 * /checkout-success (SPEC 4 Payment return): reads session_id, checks the subscription at once and
 * every 2 s up to 5 re-checks, then confirms or says the payment is received but processing.
 */
export function CheckoutSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { status } = useSession();
  const { refresh, subscriptionTier } = useSubscription();
  const [state, setState] = useState<PaymentVerificationState>('verifying');
  const verification = useRef<Verification | null>(null);

  // Start once the session is known: before that no check can see the buyer's subscription.
  const ready = status === 'signedIn';
  useEffect(() => {
    if (!ready) return;
    const run = createPaymentVerification({ check: async () => (await refresh()).subscribed, onChange: setState });
    verification.current = run;
    run.start();
    return () => run.stop();
  }, [ready, refresh]);

  const reference = sessionId ? <p className={styles.reference}>{t('subscription.success.reference', { id: sessionId })}</p> : null;

  // Nobody is told a payment arrived unless one may have: a visitor must sign in to see theirs (issue 20.12).
  if (status === 'signedOut') {
    return (
      <section className={styles.page}>
        <AlertCircleIcon size={48} className={styles.pendingIcon} />
        <h1 className={styles.title}>{t('subscription.success.signInTitle')}</h1>
        <p className={styles.text}>{t('subscription.success.signInHelp')}</p>
        <Button size="lg" href="/signin">
          {t('subscription.success.signIn')}
        </Button>
        {reference}
      </section>
    );
  }

  if (state === 'verifying') {
    return (
      <section className={styles.page} aria-busy="true">
        <Spinner size="lg" decorative />
        <h1 className={styles.title}>{t('subscription.success.verifying')}</h1>
        {reference}
      </section>
    );
  }
  if (state === 'confirmed') {
    return (
      <section className={styles.page}>
        <CheckCircleIcon size={48} className={styles.icon} />
        <h1 className={styles.title}>{t('subscription.success.confirmedTitle')}</h1>
        <p className={styles.text}>{t('subscription.success.confirmed', { tier: subscriptionTier ? t(tierNameKey(subscriptionTier)) : '' })}</p>
        <Button size="lg" href="/academy">
          {t('subscription.success.start')}
        </Button>
        {reference}
      </section>
    );
  }
  // Without a checkout reference there is no payment to wait for: no 'payment received' claim, the plans instead.
  if (!sessionId) {
    return (
      <section className={styles.page}>
        <AlertCircleIcon size={48} className={styles.pendingIcon} />
        <h1 className={styles.title}>{t('subscription.success.noPaymentTitle')}</h1>
        <p className={styles.text}>{t('subscription.success.noSession')}</p>
        <Button size="lg" href="/plans">
          {t('subscription.success.choosePlan')}
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <AlertCircleIcon size={48} className={styles.pendingIcon} />
      <h1 className={styles.title}>{t('subscription.success.processing')}</h1>
      <p className={styles.text}>{t('subscription.success.processingHelp')}</p>
      <Button size="lg" variant="outline" onPress={() => void verification.current?.checkAgain()}>
        {t('subscription.success.checkAgain')}
      </Button>
      {reference}
    </section>
  );
}
