import { useState } from 'react';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { Button, CertificateView, EmptyState, ErrorState, Spinner, VisuallyHidden } from '@academy/ui';
import { supabase } from '../../backend/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { notify } from '../../shell/notify.ts';
import { correctCertificateName, verifyCertificate } from '../data/certificates.ts';
import { CertificateNameDialog } from './CertificateNameDialog.tsx';
import * as styles from './academyPages.css.ts';

/** /certificates/:id: the certificate of completion, public, so anyone holding the link can verify it. */
export function CertificatePage() {
  const { t, format } = useI18n();
  const { id = '' } = useParams();
  const [correcting, setCorrecting] = useState(false);
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
        nameNote={
          query.data.name_corrected_at
            ? t('academy.certificate.nameCorrected', { date: format.date(query.data.name_corrected_at, { dateStyle: 'long' }) })
            : undefined
        }
        verifiedLabel={t('academy.certificate.verified')}
        printLabel={t('academy.certificate.print')}
      />
    );
  // The certificate carries its own h1; the other states get the page's title for screen readers.
  const found = query.data !== undefined && query.data !== null && !query.error;
  const certificate = found ? query.data : null;
  async function correct(name: string) {
    if (!certificate) return;
    try {
      await correctCertificateName(supabase(), certificate.certificate_id, name);
      setCorrecting(false);
      notify('success', t('academy.certificate.corrected'));
      await query.mutate();
    } catch {
      notify('error', t('academy.certificate.correctError'));
    }
  }
  return (
    <div className={styles.page}>
      {found ? null : (
        <VisuallyHidden elementType="div">
          <h1>{t('academy.certificate.title')}</h1>
        </VisuallyHidden>
      )}
      {body}
      {certificate?.may_correct_name ? (
        <div className={styles.certificateCorrection}>
          <span>{t('academy.certificate.correctOffer')}</span>
          <Button variant="outline" size="sm" onPress={() => setCorrecting(true)}>
            {t('academy.certificate.correct')}
          </Button>
          <CertificateNameDialog
            isOpen={correcting}
            initialName={certificate.learner_name}
            mode="correct"
            onSubmit={correct}
            onClose={() => setCorrecting(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
