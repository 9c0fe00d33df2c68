import type { FormEvent, ReactNode } from 'react';
import { Card } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { useEarlyInput } from '../shell/earlyPress.ts';
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
  const t = useT();
  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {/* Without JavaScript a form posts and the server only sends the page back (issue 34.1): say why. */}
        <noscript>
          <p className={styles.subtitle}>{t('auth.needsJavaScript')}</p>
        </noscript>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </div>
  );
}

export const authFormClass = styles.form;

/**
 * The form of an account screen, which may be on screen before the app is live (prerendered /signin, /signup,
 * /reset-password): it posts to its own page (a native submit never puts a field in the address; the server sends
 * the page back, issue 34.1), and takes over what was typed and submitted before the app could answer.
 */
export function AuthForm({ action, onSubmit, children }: { action: string; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  const form = useEarlyInput();
  return (
    <form ref={form} method="post" action={action} className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}
