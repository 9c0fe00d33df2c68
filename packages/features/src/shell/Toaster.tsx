import { useSyncExternalStore } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, Spinner, XIcon } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import type { NoticeType } from './notify.ts';
import { createToastStore, TOASTS_VISIBLE } from './toastStore.ts';
import * as styles from './Toaster.css.ts';

/** The app's one toast queue; `notify()` feeds it once the shell has installed it. */
export const toasts = createToastStore();

function ToastIcon({ type }: { type: NoticeType }) {
  if (type === 'success') return <CheckCircleIcon size={18} aria-hidden="true" />;
  if (type === 'error') return <AlertCircleIcon size={18} aria-hidden="true" />;
  if (type === 'warning') return <AlertTriangleIcon size={18} aria-hidden="true" />;
  if (type === 'loading') return <Spinner size="sm" decorative />;
  return <InfoIcon size={18} aria-hidden="true" />;
}

/** Toasts at top-center (SPEC 2), newest first, at most three, each dismissible. */
export function Toaster() {
  const t = useT();
  const list = useSyncExternalStore(toasts.subscribe, toasts.visible, toasts.visible);
  return (
    <ol className={styles.region} aria-live="polite" aria-relevant="additions">
      {list.slice(0, TOASTS_VISIBLE).map((toast) => (
        <li key={toast.id} className={`${styles.toast} ${styles.tone[toast.type]}`} role={toast.type === 'error' ? 'alert' : 'status'} data-toast-type={toast.type}>
          <ToastIcon type={toast.type} />
          <div className={styles.body}>
            <span className={styles.title}>{toast.title}</span>
            {toast.description && <span className={styles.description}>{toast.description}</span>}
          </div>
          <AriaButton className={styles.close} aria-label={t('common.close')} onPress={() => toasts.dismiss(toast.id)}>
            <XIcon size={16} />
          </AriaButton>
        </li>
      ))}
    </ol>
  );
}
