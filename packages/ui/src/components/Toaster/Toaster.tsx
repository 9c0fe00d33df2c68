import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from '../../icons/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { createPausableTimer } from './pausableTimer.ts';
import {
  getToasts,
  subscribeToasts,
  toast as toastApi,
  TOAST_GAP_PX,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VISIBLE_COUNT,
  TOAST_WIDTH_PX,
  type Toast,
} from './toastStore.ts';
import * as styles from './Toaster.css.ts';

export type ToasterProps = {
  /** How many toasts show at once; the rest wait their turn (SPEC 9: 3). */
  visibleToasts?: number;
  width?: number;
  gap?: number;
  swipeThreshold?: number;
  /** Name of the notifications landmark. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Announced for loading toasts. */
  loadingLabel?: string;
};

const noToasts: Toast[] = [];

/** Mount once near the root; shows what `toast()` queues, newest on top, at the top centre of the screen. */
export function Toaster({
  visibleToasts = TOAST_VISIBLE_COUNT,
  width = TOAST_WIDTH_PX,
  gap = TOAST_GAP_PX,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  label = 'Notifications',
  closeLabel = 'Close',
  loadingLabel = 'Loading',
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => noToasts);
  const visible = toasts.slice(0, visibleToasts);
  return (
    <section aria-label={label} className={styles.region} style={{ inlineSize: width }}>
      <ol className={styles.list} style={{ gap }} aria-live="polite" aria-relevant="additions text">
        {visible.map((item) => (
          <ToastItem key={item.id} toast={item} swipeThreshold={swipeThreshold} closeLabel={closeLabel} loadingLabel={loadingLabel} />
        ))}
      </ol>
    </section>
  );
}

const typeIcons = {
  success: <CheckCircleIcon size={18} />,
  info: <InfoIcon size={18} />,
  warning: <AlertTriangleIcon size={18} />,
  error: <AlertCircleIcon size={18} />,
} as const;

/** Whether the page's tab is hidden (another tab in front, window minimised): toasts wait for the reader. */
function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

type ItemProps = { toast: Toast; swipeThreshold: number; closeLabel: string; loadingLabel: string };

function ToastItem({ toast, swipeThreshold, closeLabel, loadingLabel }: ItemProps) {
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const hidden = useDocumentHidden();
  // One clock per shown version of the toast (an update in place starts a new one). It runs only while the toast is
  // not hovered or focused and the tab is visible, so a reader is never cut off, and resumes with the time left.
  // Creating one starts nothing (resume does), so it can be made while rendering.
  const timer = useMemo(() => createPausableTimer(toast.duration, () => toastApi.dismiss(toast.id)), [toast]);
  useEffect(() => () => timer.cancel(), [timer]);
  useEffect(() => {
    if (paused || hidden) timer.pause();
    else timer.resume();
  }, [timer, paused, hidden]);

  function onPointerDown(event: PointerEvent<HTMLLIElement>) {
    if (!toast.dismissible || (event.target as HTMLElement).closest('button')) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }
  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    if (!swipeStart.current) return;
    // At the top of the screen a toast leaves upwards.
    setOffset(Math.min(0, event.clientY - swipeStart.current.y));
  }
  function onPointerUp(event: PointerEvent<HTMLLIElement>) {
    if (!swipeStart.current) return;
    const distance = Math.max(Math.abs(event.clientY - swipeStart.current.y), Math.abs(event.clientX - swipeStart.current.x));
    swipeStart.current = null;
    setOffset(0);
    if (distance >= swipeThreshold) toastApi.dismiss(toast.id);
  }

  return (
    <li
      className={styles.toast}
      data-type={toast.type}
      data-testid="toast"
      style={offset ? { transform: `translateY(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      {toast.type === 'loading' ? (
        <Spinner size="sm" label={loadingLabel} />
      ) : (
        toast.type !== 'default' && <span className={styles.icon[toast.type]}>{typeIcons[toast.type]}</span>
      )}
      <div className={styles.text}>
        <span className={styles.title}>{toast.title}</span>
        {toast.description && <span className={styles.description}>{toast.description}</span>}
      </div>
      {toast.dismissible && (
        <AriaButton className={styles.close} aria-label={closeLabel} onPress={() => toastApi.dismiss(toast.id)}>
          <XIcon size={14} />
        </AriaButton>
      )}
    </li>
  );
}
