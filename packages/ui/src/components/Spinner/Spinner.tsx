import { cx } from '../../utils/cx.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** Announced to screen readers. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
  /** Inside a control that already announces its busy state (e.g. a pending Button) the spinner is decorative. */
  decorative?: boolean;
};

export function Spinner({ label = 'Loading', size = 'md', className, decorative = false }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <span className={cx(styles.root, styles.size[size], className)} {...a11y}>
      <svg className={styles.circle} viewBox="0 0 24 24" width="100%" height="100%" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

export type FullPageSpinnerProps = { label?: string };

/** Fills the viewport while a route or the session loads. */
export function FullPageSpinner({ label = 'Loading' }: FullPageSpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
