import { CheckCircleIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './CertificateView.css.ts';

export type CertificateViewProps = {
  heading: string;
  awardedToText: string;
  learnerName: string;
  completedText: string;
  courseTitle: string;
  /** Already formatted, e.g. 'Issued on 22 Nov 2026'. */
  issuedText: string;
  verificationIdLabel: string;
  verificationId: string;
  /** e.g. 'Anyone can verify it at https://...' */
  verifyText?: string;
  verifiedLabel?: string;
  /** On the verification line, e.g. that the learner corrected the printed name and when. */
  nameNote?: string;
  printLabel?: string;
  /** Defaults to window.print(); the print stylesheet keeps only the certificate. */
  onPrint?: () => void;
};

export function CertificateView({
  heading,
  awardedToText,
  learnerName,
  completedText,
  courseTitle,
  issuedText,
  verificationIdLabel,
  verificationId,
  verifyText,
  verifiedLabel,
  nameNote,
  printLabel,
  onPrint = () => window.print(),
}: CertificateViewProps) {
  return (
    <article className={styles.root} aria-labelledby="certificate-heading">
      <h1 id="certificate-heading" className={styles.heading}>
        {heading}
      </h1>
      {verifiedLabel ? (
        <span className={styles.verified}>
          <CheckCircleIcon size={18} />
          {verifiedLabel}
        </span>
      ) : null}
      <p className={styles.small}>{awardedToText}</p>
      <p className={styles.learner} data-testid="certificate-learner">
        {learnerName}
      </p>
      <p className={styles.small}>{completedText}</p>
      <p className={styles.course} data-testid="certificate-course">
        {courseTitle}
      </p>
      <div className={styles.meta}>
        <span>{issuedText}</span>
        <span>
          {verificationIdLabel}: <span className={styles.code}>{verificationId}</span>
        </span>
        {verifyText ? <span>{verifyText}</span> : null}
        {nameNote ? <span data-testid="certificate-name-note">{nameNote}</span> : null}
      </div>
      {printLabel ? (
        <div className={styles.actions}>
          <Button variant="outline" onPress={onPrint}>
            {printLabel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
