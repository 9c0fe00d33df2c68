import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Badge.css.ts';

export const badgeVariants = ['neutral', 'primary', 'success', 'danger', 'warning', 'info', 'premium', 'outline'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export type BadgeProps = { children: ReactNode; variant?: BadgeVariant; icon?: ReactNode; className?: string };

/** A label only: never interactive. */
export function Badge({ children, variant = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.root, styles.variant[variant], className)}>
      {icon}
      {children}
    </span>
  );
}
