import type { ReactNode } from 'react';
import { Card } from '@academy/ui';
import * as styles from './AuthCard.css.ts';

/** The frame every account screen shares: a centred card with a heading, an optional subtitle and a footer. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </div>
  );
}

export const authFormClass = styles.form;
