import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AlertCircleIcon, Button, CheckCircleIcon, Spinner } from '@academy/ui';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from './CheckoutSuccessPage.css.ts';
import { createPaymentVerification, type PaymentVerificationState } from './paymentVerification.ts';
import { tierNameKey } from './plans.ts';
import type { CheckoutSessionState } from './subscriptionStatus.ts';
import { useSubscription } from './SubscriptionProvider.tsx';

type Verification = ReturnType<typeof createPaymentVerification>;

/** Whether the page's checkout is the caller's: asked once signed in, again on 'Check again' after a failure. */
type Ownership = 'checking' | CheckoutSessionState | 'failed';

function useCheckoutOwnership(sessionId: string | null, ready: boolean) {
  const { checkoutSession } = useSubscription();
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the question it answers, so a new session id or a retry reads 'checking' until its own arrives.
  const question = ready && sessionId ? `${attempt}:${sessionId}` : null;
  const [answer, setAnswer] = useState<{ question: string; ownership: Ownership } | null>(null);
  useEffect(() => {
    if (!question || !sessionId) return;
    let current = true;
    const settle = (ownership: Ownership) => current && setAnswer({ question, ownership });
    checkoutSession(sessionId).then(settle, () => settle('failed'));
    return () => {
      current = false;
    };
  }, [checkoutSession, sessionId, question]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ownership: Ownership = answer && answer.question === question ? answer.ownership : 'checking';
  return { ownership, retry };
}

/**
 * /checkout-success (SPEC 4 Payment return): reads session_id, checks the subscription at once and
 * every 2 s up to 5 re-checks, then confirms or says the payment is received but processing. Only for
 * the buyer (issue 20.12): a visitor is asked to sign in, and a session id that is not the signed-in
 * member's, or a checkout never completed, is said to be so; nobody else hears that a payment arrived.
 */
export function CheckoutSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { status } = useSession();
  const { refresh, subscriptionTier } = useSubscription();
  const [state, setState] = useState<PaymentVerificationState>('verifying');
  const verification = useRef<Verification | null>(null);
  const { ownership, retry } = useCheckoutOwnership(sessionId, status === 'signedIn');

  // Wait for the subscription only once the checkout is known to be the caller's and completed.
  const ready = status === 'signedIn' && (ownership === 'paid' || ownership === 'processing');
  useEffect(() => {
    if (!ready) return;
    const run = createPaymentVerification({ check: async () => (await refresh()).subscribed, onChange: setState });
    verification.current = run;
    run.start();
    return () => run.stop();
  }, [ready, refresh]);

  const reference = sessionId ? <p className={styles.reference}>{t('subscription.success.reference', { id: sessionId })}</p> : null;
  const notice = (title: string, help: string, action: ReactNode) => (
    <section className={styles.page}>
      <AlertCircleIcon size={48} className={styles.pendingIcon} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{help}</p>
      {action}
      {reference}
    </section>
  );
  const plansLink = (
    <Button size="lg" href="/plans">
      {t('subscription.success.choosePlan')}
    </Button>
  );

  if (status === 'signedOut') {
    return notice(
      t('subscription.success.signInTitle'),
      t('subscription.success.signInHelp'),
      <Button size="lg" href="/signin">
        {t('subscription.success.signIn')}
      </Button>,
    );
  }
  // Without a checkout reference there is no payment to wait for: no 'payment received' claim, the plans instead.
  if (!sessionId) return notice(t('subscription.success.noPaymentTitle'), t('subscription.success.noSession'), plansLink);
  if (ownership === 'unknown') return notice(t('subscription.success.notYoursTitle'), t('subscription.success.notYoursHelp'), plansLink);
  if (ownership === 'open')
    return notice(t('subscription.success.notCompletedTitle'), t('subscription.success.notCompletedHelp'), plansLink);
  if (ownership === 'failed') {
    return notice(
      t('subscription.success.checkFailedTitle'),
      t('subscription.success.checkFailedHelp'),
      <Button size="lg" variant="outline" onPress={retry}>
        {t('subscription.success.checkAgain')}
      </Button>,
    );
  }

  if (!ready || state === 'verifying') {
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
        <p className={styles.text}>
          {t('subscription.success.confirmed', { tier: subscriptionTier ? t(tierNameKey(subscriptionTier)) : '' })}
        </p>
        <Button size="lg" href="/academy">
          {t('subscription.success.start')}
        </Button>
        {reference}
      </section>
    );
  }
  return notice(
    t('subscription.success.processing'),
    t('subscription.success.processingHelp'),
    <Button size="lg" variant="outline" onPress={() => void verification.current?.checkAgain()}>
      {t('subscription.success.checkAgain')}
    </Button>,
  );
}
