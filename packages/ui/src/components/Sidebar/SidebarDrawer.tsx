import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Sidebar.css.ts';

export type SidebarDrawerProps = {
  host: HTMLDivElement;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
};

/** The phone drawer (a modal dialog from the left). Loaded only on phones: the desktop column's first paint never needs react-aria's modal. */
export function SidebarDrawer({ host, isOpen, onOpenChange, label, children }: SidebarDrawerProps) {
  return (
    <ModalOverlay
      className={styles.drawerOverlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      UNSTABLE_portalContainer={host}
    >
      <Modal className={styles.drawer}>
        <AriaDialog className={styles.drawerDialog} aria-label={label}>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
