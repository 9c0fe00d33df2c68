import type { ReactNode } from 'react';
import * as styles from './TopBar.css.ts';

export type TopBarProps = {
  /** A strip above the bar, e.g. the presale announcement (see TopBarBanner). */
  banner?: ReactNode;
  /** Shown only below 768 px: usually <SidebarTrigger />. */
  sidebarToggle?: ReactNode;
  /** Left side after the toggle (e.g. page title or breadcrumb). */
  start?: ReactNode;
  /** Right side: the user menu, or the Sign in and Sign up buttons. */
  end?: ReactNode;
};

export function TopBar({ banner, sidebarToggle, start, end }: TopBarProps) {
  return (
    <header className={styles.header}>
      {banner}
      <div className={styles.bar}>
        {sidebarToggle && <span className={styles.mobileOnly}>{sidebarToggle}</span>}
        <div className={styles.start}>{start}</div>
        {end && <div className={styles.end}>{end}</div>}
      </div>
    </header>
  );
}

export type TopBarBannerProps = { children: ReactNode; action?: ReactNode };

/** The announcement strip (SPEC 2: "Presale is now Live! Get Lifetime Access @ 35% OFF"); text comes from the app. */
export function TopBarBanner({ children, action }: TopBarBannerProps) {
  return (
    <div className={styles.banner}>
      <span>{children}</span>
      {action}
    </div>
  );
}
