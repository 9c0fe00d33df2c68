import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import * as styles from '../Dashboard.css.ts';

type FormDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** Shown on the submit button while saving, e.g. 'Adding...'. */
  pendingLabel?: string;
  /** Blocks saving while something else is busy (an image upload). */
  isBusy?: boolean;
  children: ReactNode;
};

/** The add/edit form of a manager in a modal: closing (Cancel, Escape, ×) clears it. */
export function FormDialog({
  title,
  isOpen,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel,
  isBusy = false,
  children,
}: FormDialogProps) {
  const t = useT();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('dashboard.actions.close')}
      isDismissable={false}
      size="lg"
    >
      <form method="post" className={styles.form} onSubmit={handleSubmit} noValidate>
        {children}
        <div className={styles.formFooter}>
          <Button variant="outline" onPress={onClose} isDisabled={pending}>
            {t('dashboard.actions.cancel')}
          </Button>
          <Button type="submit" isLoading={pending} isDisabled={isBusy}>
            {pending && pendingLabel ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
