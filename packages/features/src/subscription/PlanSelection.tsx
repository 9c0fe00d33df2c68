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

function planBadges(plan: Plan, isCurrent: boolean, t: (key: string, params?: Record<string, string | number>) => string): PlanCardBadge[] {
  const badges: PlanCardBadge[] = [];
  if (isCurrent) badges.push({ label: t('subscription.badge.current'), variant: 'info' });
  if (plan.popular)
    badges.push(
      { label: t('subscription.badge.popular'), variant: 'premium' },
      { label: t('subscription.badge.bestValue'), variant: 'success' },
    );
  if (plan.discountPercentage)
    badges.push({ label: t('subscription.badge.discount', { percent: plan.discountPercentage }), variant: 'danger' });
  return badges;
}

export type PlanAction = 'checkout' | 'changeInPortal' | 'owned';

/** What the subscribe button does: buy the selected plan, change the running plan in the portal, or nothing (already held). */
export function planActionFor({
  lifetimeOwned,
  currentPlanId,
  selectedPlanId,
}: {
  lifetimeOwned: boolean;
  currentPlanId: string | null;
  selectedPlanId: string | null;
}): PlanAction {
  if (lifetimeOwned) return 'owned';
  if (currentPlanId === null) return 'checkout';
  return selectedPlanId === currentPlanId ? 'owned' : 'changeInPortal';
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

  const currentPlan = planForTier(subscription.subscribed ? subscription.subscriptionTier : null);
  const selected = chosen ?? currentPlan?.id ?? null;
  const lifetimeOwned = subscription.subscribed && isLifetime(subscription.subscriptionTier);
  // What the main button does for this member and this choice: nobody buys what they hold, and a subscriber's
  // Monthly <-> Yearly switch is a change of the running subscription in the customer portal, not a second one.
  const planAction = planActionFor({ lifetimeOwned, currentPlanId: currentPlan?.id ?? null, selectedPlanId: selected });

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
    if (planAction === 'changeInPortal') return void subscription.openCustomerPortal();
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
            badges={planBadges(plan, plan.id === currentPlan?.id, t)}
          />
        ))}
      </PlanCardGroup>

      <div className={styles.actions}>
        <Button
          size="lg"
          onPress={subscribe}
          isLoading={pending === 'plan'}
          isDisabled={pending === 'lifetime' || planAction === 'owned'}
          aria-describedby={planAction === 'owned' ? 'plan-action-note' : undefined}
        >
          {planAction === 'changeInPortal' ? t('subscription.plans.changePlan') : t('subscription.plans.subscribe')}
        </Button>
        {planAction === 'owned' && (
          <p id="plan-action-note" className={styles.current}>
            {lifetimeOwned ? t('subscription.plans.lifetimeIncludesPlans') : t('subscription.plans.isCurrent')}
          </p>
        )}
        {/* Lifetime is paid once: there is no subscription to manage. */}
        {subscription.subscribed && !lifetimeOwned && session.status === 'signedIn' && (
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
