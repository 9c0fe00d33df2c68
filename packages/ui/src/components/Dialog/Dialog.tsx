import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { XIcon } from '../../icons/Icon.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = {
  title: string;
  children: ReactNode;
  /** A pressable element (usually a Button) that opens the dialog; omit it to control the dialog with isOpen. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Clicking outside closes the dialog (Escape always does). */
  isDismissable?: boolean;
  size?: DialogSize;
};

/** A modal dialog: focus is trapped inside and returns to the trigger on close; Escape closes it. */
export function Dialog({
  title,
  children,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  isDismissable = true,
  size = 'md',
}: DialogProps) {
  const modal = (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <AriaButton slot="close" className={styles.close} aria-label={closeLabel}>
              <XIcon size={18} />
            </AriaButton>
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
