import { useState } from 'react';
import { Button, Dialog } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import * as styles from '../Dashboard.css.ts';

type ConfirmDialogProps = {
  /** The question; the dialog is open while it is set. */
  message: string | null;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  variant?: 'danger' | 'primary';
};

/** Asks before a destructive or far-reaching action, e.g. SPEC 5's delete confirmations. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onClose, variant = 'danger' }: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      title={t('dashboard.confirm.title')}
      isOpen={message !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      closeLabel={t('dashboard.actions.close')}
      size="sm"
    >
      <p className={styles.muted}>{message}</p>
      <div className={styles.formFooter}>
        <Button variant="outline" onPress={onClose} isDisabled={busy}>
          {t('dashboard.actions.cancel')}
        </Button>
        <Button variant={variant} onPress={() => void confirm()} isLoading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
