import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './StatCard.css.ts';

export type StatCardProps = {
  label: string;
  /** Already formatted for the locale (the caller owns number formatting). */
  value: string;
  icon?: ReactNode;
  /** While loading the card keeps its value (the dashboard shows 0) and says it is busy. */
  isLoading?: boolean;
  className?: string;
};

/** One headline number with its label, e.g. "Total Users 1 204". */
export function StatCard({ label, value, icon, isLoading = false, className }: StatCardProps) {
  return (
    <div className={cx(styles.root, className)} aria-busy={isLoading || undefined}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className={styles.body}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value} style={{ margin: 0 }}>
          {value}
        </dd>
      </dl>
    </div>
  );
}
