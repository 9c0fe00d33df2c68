import { Button, Dialog } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import * as styles from './SuspendedDialog.css.ts';

/** 'Your account is suspended', what that means, and how to reach the academy (its address when the server names one). */
export function SuspendedDialog({ contactEmail, onClose }: { contactEmail: string | null; onClose: () => void }) {
  const t = useT();
  const [before, after] = t('auth.suspended.contact', { email: '\u0000' }).split('\u0000');
  return (
    <Dialog
      title={t('auth.suspended.title')}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      closeLabel={t('common.close')}
      size="sm"
    >
      <div className={styles.body} data-testid="account-suspended">
        <p className={styles.text}>{t('auth.suspended.body')}</p>
        <p className={styles.text}>
          {contactEmail ? (
            <>
              {before}
              <a className={styles.link} href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
              {after}
            </>
          ) : (
            t('auth.suspended.contactReply')
          )}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onClose}>
            {t('auth.suspended.understood')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
