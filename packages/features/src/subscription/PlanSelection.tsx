import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, PlanCard, PlanCardGroup, type PlanCardBadge } from '@academy/ui';
import { backendClient } from '../backend/client.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { notify } from '../shell/notify.ts';
import { requestCheckout, signInRequiredMessages, type CheckoutChoice } from './checkout.ts';
import { isLifetime, LIFETIME_PRICE_USD, planForTier, plans, tierNameKey, type Plan } from './plans.ts';
import * as styles from './PlansPage.css.ts';
import { navigation, useSubscription } from './SubscriptionProvider.tsx';

function planBadges(plan: Plan, t: (key: string, params?: Record<string, string | number>) => string): PlanCardBadge[] {
  const badges: PlanCardBadge[] = [];
  if (plan.popular) badges.push({ label: t('subscription.badge.popular'), variant: 'premium' }, { label: t('subscription.badge.bestValue'), variant: 'success' });
  if (plan.discountPercentage) badges.push({ label: t('subscription.badge.discount', { percent: plan.discountPercentage }), variant: 'danger' });
  return badges;
}

/**
 * The plan cards, the subscribe button and the lifetime offer (SPEC 2 /plans and the landing page's plan
 * section). The current tier preselects its plan; a Lifetime holder's lifetime button is disabled.
 */
export function PlanSelection() {
  const { t, format } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const subscription = useSubscription();
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<'plan' | 'lifetime' | null>(null);

  const selected = chosen ?? planForTier(subscription.subscribed ? subscription.subscriptionTier : null)?.id ?? null;
  const lifetimeOwned = subscription.subscribed && isLifetime(subscription.subscriptionTier);

  async function checkout(choice: CheckoutChoice) {
    if (session.status !== 'signedIn') {
      const { titleKey, descriptionKey } = signInRequiredMessages(choice);
      notify('error', t(titleKey), t(descriptionKey));
      navigate('/signin');
      return;
    }
    setPending(choice.kind);
    const outcome = await requestCheckout(backendClient(), choice);
    if (outcome.kind === 'redirect') {
      navigation.assign(outcome.url);
      return; // the page is leaving; keep the button busy
    }
    notify('error', t(outcome.messageKey));
    setPending(null);
  }

  function subscribe() {
    const plan = plans.find((candidate) => candidate.id === selected);
    if (!plan) return notify('info', t('subscription.plans.choosePlanFirst'));
    void checkout({ kind: 'plan', plan });
  }

  return (
    <div className={styles.selection}>
      <PlanCardGroup label={t('subscription.plans.chooseLabel')} value={selected} onChange={setChosen} isDisabled={pending !== null}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            value={plan.id}
            name={t(`subscription.plan.${plan.id}.name`)}
            description={t(`subscription.plan.${plan.id}.description`)}
            price={format.currency(plan.price, 'USD')}
            period={t(`subscription.period.${plan.period}`)}
            features={plan.featureKeys.map((key) => t(key))}
            popular={plan.popular}
            badges={planBadges(plan, t)}
          />
        ))}
      </PlanCardGroup>

      <div className={styles.actions}>
        <Button size="lg" onPress={subscribe} isLoading={pending === 'plan'} isDisabled={pending === 'lifetime'}>
          {t('subscription.plans.subscribe')}
        </Button>
        {subscription.subscribed && session.status === 'signedIn' && (
          <Button size="lg" variant="outline" onPress={() => void subscription.openCustomerPortal()}>
            {t('subscription.plans.manage')}
          </Button>
        )}
        {subscription.subscribed && subscription.subscriptionTier && (
          <p className={styles.current}>{t('subscription.plans.current', { tier: t(tierNameKey(subscription.subscriptionTier)) })}</p>
        )}
      </div>

      <section className={styles.lifetime} aria-labelledby="lifetime-offer-title">
        <div className={styles.lifetimeText}>
          <h2 id="lifetime-offer-title" className={styles.lifetimeTitle}>
            {t('subscription.lifetime.title')}
          </h2>
          <p className={styles.lifetimeLabel}>{t('subscription.lifetime.label')}</p>
          <p className={styles.lifetimePrice}>
            {format.currency(LIFETIME_PRICE_USD, 'USD')}
            <span className={styles.lifetimeOnce}>{t('subscription.lifetime.once')}</span>
          </p>
        </div>
        <div className={styles.lifetimeAction}>
          <Button
            size="lg"
            variant="primary"
            onPress={() => void checkout({ kind: 'lifetime' })}
            isLoading={pending === 'lifetime'}
            isDisabled={lifetimeOwned || pending === 'plan'}
          >
            {t('subscription.lifetime.buy')}
          </Button>
          {lifetimeOwned && <p className={styles.owned}>{t('subscription.lifetime.owned')}</p>}
        </div>
      </section>
    </div>
  );
}
