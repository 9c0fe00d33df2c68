import { useParams } from 'react-router';
import useSWR from 'swr';
import { CertificateView, EmptyState, ErrorState, Spinner, VisuallyHidden } from '@academy/ui';
import { supabase } from '../../backend/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { verifyCertificate } from '../data/certificates.ts';
import * as styles from './academyPages.css.ts';

/** /certificates/:id: the certificate of completion, public, so anyone holding the link can verify it. */
export function CertificatePage() {
  const { t, format } = useI18n();
  const { id = '' } = useParams();
  const query = useSWR(['academy/certificate', id], ([, certificateId]) => verifyCertificate(supabase(), certificateId), {
    revalidateOnFocus: false,
  });

  let body;
  if (query.error)
    body = (
      <ErrorState
        title={t('academy.certificate.notFound')}
        onRetry={() => void query.mutate()}
        retryLabel={t('common.retry')}
        headingLevel={2}
      />
    );
  else if (query.data === undefined)
    body = (
      <EmptyState title={t('academy.certificate.loading')} icon={<Spinner label={t('academy.certificate.loading')} />} headingLevel={2} />
    );
  else if (query.data === null) body = <EmptyState title={t('academy.certificate.notFound')} headingLevel={2} />;
  else
    body = (
      <CertificateView
        heading={t('academy.certificate.title')}
        awardedToText={t('academy.certificate.awardedTo')}
        learnerName={query.data.learner_name}
        completedText={t('academy.certificate.completed')}
        courseTitle={query.data.course_title}
        issuedText={t('academy.certificate.issuedOn', { date: format.date(query.data.issued_at, { dateStyle: 'long' }) })}
        verificationIdLabel={t('academy.certificate.verificationId')}
        verificationId={query.data.certificate_id}
        verifyText={t('academy.certificate.verifyAt', { url: typeof window === 'undefined' ? '' : window.location.href })}
        verifiedLabel={t('academy.certificate.verified')}
        printLabel={t('academy.certificate.print')}
      />
    );
  // The certificate carries its own h1; the other states get the page's title for screen readers.
  const found = query.data !== undefined && query.data !== null && !query.error;
  return (
    <div className={styles.page}>
      {found ? null : (
        <VisuallyHidden elementType="div">
          <h1>{t('academy.certificate.title')}</h1>
        </VisuallyHidden>
      )}
      {body}
    </div>
  );
}
