import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Countdown.css.ts';
import { remaining } from './remaining.ts';

export type CountdownLabels = { days: string; hours: string; minutes: string; seconds: string };

export type CountdownProps = {
  /** The moment the offer ends. */
  target: Date | number;
  labels: CountdownLabels;
  /** Shown once the target is reached, e.g. 'Offer Ended'. */
  endedLabel: string;
  /** Extra content beside the ended label, e.g. an enter-now button. */
  endedAction?: ReactNode;
  /** The clock; stories and tests pass a fake one. */
  now?: () => number;
  /** Tick period (SPEC 9: every second). */
  intervalMs?: number;
  className?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Counts down to `target`, ticking every second, then shows the ended state. */
export function Countdown({ target, labels, endedLabel, endedAction, now = Date.now, intervalMs = 1000, className }: CountdownProps) {
  const targetMs = typeof target === 'number' ? target : target.getTime();
  const [nowMs, setNowMs] = useState(now);
  const left = remaining(targetMs, nowMs);

  useEffect(() => {
    if (left.ended) return;
    const timer = setInterval(() => setNowMs(now()), intervalMs);
    return () => clearInterval(timer);
  }, [left.ended, now, intervalMs]);

  if (left.ended) {
    return (
      <div className={cx(styles.root, className)} data-state="ended">
        <p className={styles.ended} role="status">
          {endedLabel}
        </p>
        {endedAction}
      </div>
    );
  }
  const parts = [
    [left.days, labels.days],
    [left.hours, labels.hours],
    [left.minutes, labels.minutes],
    [left.seconds, labels.seconds],
  ] as const;
  return (
    <div className={cx(styles.root, className)} data-state="running">
      {/* Not a live region: announcing every second would drown a screen reader. */}
      <dl className={styles.units}>
        {parts.map(([value, label]) => (
          <div key={label} className={styles.unit}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{pad(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
