import { Navigate } from 'react-router';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { PlanSelection } from './PlanSelection.tsx';
import * as styles from './PlansPage.css.ts';

/** /plans (SPEC 2): plan cards, subscribe, lifetime offer, manage subscription; staff go to /dashboard. */
export function PlansPage() {
  const t = useT();
  const { isStaff } = useSession();
  if (isStaff) return <Navigate to="/dashboard" replace />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('subscription.plans.title')}</h1>
        <p className={styles.subtitle}>{t('subscription.plans.subtitle')}</p>
      </header>
      <PlanSelection />
    </div>
  );
}
