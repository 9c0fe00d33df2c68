import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './ProgressBar.css.ts';

export const progressTones = ['primary', 'success', 'danger', 'warning'] as const;
export type ProgressTone = (typeof progressTones)[number];

export type ProgressBarProps = Omit<AriaProgressBarProps, 'children' | 'className'> & {
  /** Visible label; without it pass aria-label. */
  label?: string;
  /** Show the formatted value (e.g. "45%") beside the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  className?: string;
};

export function ProgressBar({ label, showValue = false, tone = 'primary', className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={cx(styles.root, className)}>
      {({ percentage, valueText }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValue ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={styles.track}>
            <div className={cx(styles.fill, styles.tone[tone])} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
