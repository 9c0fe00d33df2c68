import { useState } from 'react';
import { Button, Dialog } from '@academy/ui';
import * as styles from './ConfirmDialog.css.ts';

export type ConfirmDialogProps = {
  /** The question; the dialog is open while it is set. */
  message: string | null;
  confirmLabel: string;
  /** The dialog's own words, in the caller's message part (the dashboard's are the spec's, the lesson page's common). */
  labels: { title: string; cancel: string; close: string };
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  variant?: 'danger' | 'primary';
};

/**
 * Asks before a destructive or far-reaching action (SPEC 5's delete confirmations, a discussion message's delete):
 * a styled dialog everywhere, never the browser's confirm(). It stays open, its buttons busy, until the action ends.
 */
export function ConfirmDialog({ message, confirmLabel, labels, onConfirm, onClose, variant = 'danger' }: ConfirmDialogProps) {
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
      title={labels.title}
      isOpen={message !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      closeLabel={labels.close}
      size="sm"
    >
      <p className={styles.question}>{message}</p>
      <div className={styles.actions}>
        <Button variant="outline" onPress={onClose} isDisabled={busy}>
          {labels.cancel}
        </Button>
        <Button variant={variant} onPress={() => void confirm()} isLoading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
