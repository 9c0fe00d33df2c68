import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Button, Card, Dialog, ErrorState, MailIcon, Spinner, TextField } from '@academy/ui';
import { supabase } from '../backend/index.ts';
import { useI18n, useT } from '../i18n/index.ts';
import { safeHttpUrl } from '../community/linkify.ts';
import {
  excerpt,
  fetchSentNewsletters,
  newsletterText,
  recentUpdateCount,
  subscribe,
  type SentNewsletter,
  type SubscribeOutcome,
} from './api.ts';
import * as styles from './NewsletterPage.css.ts';

type Updates = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: SentNewsletter[]; all: boolean };

/** /newsletter: subscribe (double opt-in by mail) and read the newsletters already sent. */
export function NewsletterPage() {
  const t = useT();
  const { format, locale } = useI18n();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [open, setOpen] = useState<SentNewsletter | null>(null);

  // swr: the recent newsletters, or all of them once asked for (its own key, so the loading state shows until they
  // arrive); no retries behind the reader's back (the error state offers one).
  const [showAll, setShowAll] = useState(false);
  const sent = useSWR(
    ['sent_newsletters', showAll ? 'all' : 'recent'] as const,
    () => fetchSentNewsletters(supabase(), showAll ? null : recentUpdateCount),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  const failed = sent.error !== undefined && !sent.isValidating;
  const updates = useMemo<Updates>(
    () => (sent.data ? { status: 'ready', items: sent.data, all: showAll } : failed ? { status: 'error' } : { status: 'loading' }),
    [sent.data, failed, showAll],
  );
  const load = (all: boolean) => {
    if (all !== showAll) setShowAll(all);
    else void sent.mutate();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setOutcome('invalidEmail');
    setSending(true);
    setOutcome(await subscribe(supabase(), email.trim(), locale));
    setSending(false);
  };

  const dateOf = (item: SentNewsletter) => format.date(item.sent_at ?? item.created_at, { dateStyle: 'long' });

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <MailIcon size={40} className={styles.icon} />
        <h1 className={styles.title}>{t('newsletter.title')}</h1>
        <p className={styles.subtitle}>{t('newsletter.subtitle')}</p>
        <form method="post" action="/newsletter" className={styles.form} onSubmit={submit} noValidate>
          <TextField
            className={styles.emailField}
            type="email"
            label={t('newsletter.email')}
            placeholder={t('newsletter.emailPlaceholder')}
            value={email}
            onChange={(value) => {
              setEmail(value);
              setOutcome(null);
            }}
            autoComplete="email"
            errorMessage={outcome === 'invalidEmail' ? t('newsletter.invalidEmail') : undefined}
          />
          <Button type="submit" isLoading={sending}>
            {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {outcome === 'sent' && <p className={styles.notice}>{t('newsletter.checkEmail')}</p>}
          {outcome === 'failed' && <p className={styles.errorText}>{t('newsletter.subscribeFailed')}</p>}
        </div>
        <p className={styles.small}>{t('newsletter.noSpam')}</p>
        <p className={styles.small}>
          <strong>{t('newsletter.subscribers')}</strong>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="newsletter-updates">
        <h2 id="newsletter-updates" className={styles.sectionTitle}>
          {updates.status === 'ready' && updates.all ? t('newsletter.allTitle') : t('newsletter.recent')}
        </h2>
        {updates.status === 'loading' ? (
          <p className={styles.small} role="status">
            <Spinner size="sm" decorative /> {t('newsletter.loadingUpdates')}
          </p>
        ) : updates.status === 'error' ? (
          <ErrorState headingLevel={2} title={t('newsletter.updatesError')} onRetry={() => load(false)} retryLabel={t('common.retry')} />
        ) : updates.items.length === 0 ? (
          <p className={styles.small}>{t('newsletter.noUpdates')}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {updates.items.map((item) => (
                <li key={item.id}>
                  <Card>
                    <span className={styles.date}>{dateOf(item)}</span>
                    <h3 className={styles.itemTitle}>{item.title}</h3>
                    <p className={styles.small}>{excerpt(newsletterText(item))}</p>
                    <div>
                      <Button
                        variant="outline"
                        size="sm"
                        onPress={() => setOpen(item)}
                        aria-label={`${t('newsletter.readMore')}: ${item.title}`}
                      >
                        {t('newsletter.readMore')}
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
            {!updates.all && updates.items.length >= recentUpdateCount && (
              <div className={styles.center}>
                <Button variant="ghost" onPress={() => load(true)}>
                  {t('newsletter.viewAll')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <Dialog
        title={open?.title ?? ''}
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        closeLabel={t('common.close')}
        size="lg"
      >
        {open && (
          <>
            <span className={styles.date}>{dateOf(open)}</span>
            {safeHttpUrl(open.image_url) && <img className={styles.image} src={safeHttpUrl(open.image_url) ?? undefined} alt="" />}
            <p className={styles.body}>{newsletterText(open)}</p>
          </>
        )}
      </Dialog>
    </div>
  );
}
