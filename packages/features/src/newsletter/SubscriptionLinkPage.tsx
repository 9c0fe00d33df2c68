import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Spinner } from '@academy/ui';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { confirmSubscription, stopNotificationMails, unsubscribe, type TokenOutcome } from './api.ts';
import * as styles from './NewsletterPage.css.ts';

type LinkAction = {
  run: (client: SupabaseClient, token: string | null) => Promise<TokenOutcome>;
  pendingKey: string;
  doneKey: string;
  /** The page's heading and where its button goes: the newsletter's unless given. */
  titleKey?: string;
  back?: { href: string; labelKey: string };
};

const confirmAction: LinkAction = { run: confirmSubscription, pendingKey: 'newsletter.confirming', doneKey: 'newsletter.confirmed' };
const unsubscribeAction: LinkAction = { run: unsubscribe, pendingKey: 'newsletter.unsubscribing', doneKey: 'newsletter.unsubscribed' };
const stopMailsAction: LinkAction = {
  run: stopNotificationMails,
  pendingKey: 'notifications.unsubscribing',
  doneKey: 'notifications.unsubscribed',
  titleKey: 'notifications.mailTitle',
  back: { href: '/academy', labelKey: 'notifications.backToAcademy' },
};

/** The target of a mailed link (?token=...): runs the action once, without signing in, and says how it went. */
function SubscriptionLinkPage({ action }: { action: LinkAction }) {
  const t = useT();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [outcome, setOutcome] = useState<TokenOutcome | null>(null);

  useEffect(() => {
    let live = true;
    action.run(supabase(), token).then(
      (result) => live && setOutcome(result),
      () => live && setOutcome('failed'),
    );
    return () => {
      live = false;
    };
  }, [action, token]);

  const message =
    outcome === null
      ? t(action.pendingKey)
      : outcome === 'done'
        ? t(action.doneKey)
        : outcome === 'invalidLink'
          ? t('newsletter.invalidLink')
          : t('newsletter.actionFailed');
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.status} role="status" aria-live="polite">
          <h1 className={styles.sectionTitle}>{t(action.titleKey ?? 'newsletter.title')}</h1>
          <p className={outcome === 'done' ? styles.notice : outcome === null ? styles.small : styles.errorText}>
            {outcome === null && <Spinner size="sm" decorative />} {message}
          </p>
          <Button variant="outline" href={action.back?.href ?? '/newsletter'}>
            {t(action.back?.labelKey ?? 'newsletter.backToNewsletter')}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** /newsletter/confirm?token=...: the link of the double opt-in mail. */
export function NewsletterConfirmPage() {
  return <SubscriptionLinkPage action={confirmAction} />;
}

/** /newsletter/unsubscribe?token=...: the link in every newsletter's footer. */
export function NewsletterUnsubscribePage() {
  return <SubscriptionLinkPage action={unsubscribeAction} />;
}

/** /notifications/unsubscribe?token=...: the link in every discussion notification mail (no sign-in needed). */
export function NotificationMailsUnsubscribePage() {
  return <SubscriptionLinkPage action={stopMailsAction} />;
}
