import { Link as AriaLink } from 'react-aria-components';
import { Button, MenuIcon, PanelLeftIcon } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { useSidebar } from './SidebarContext.tsx';
import { UserMenu } from './UserMenu.tsx';
import * as styles from './TopBar.css.ts';

/** The presale banner, then the bar: sidebar toggle, language (visitors), user menu or Sign in / Sign up. */
export function TopBar() {
  const t = useT();
  const { status } = useSession();
  const { toggle, isMobile, openMobile } = useSidebar();
  return (
    <>
      <AriaLink href="/plans" className={styles.banner}>
        {t('shell.presale')}
      </AriaLink>
      <header className={styles.bar}>
        <Button variant="ghost" size="icon" aria-label={t('shell.sidebar.toggle')} aria-expanded={isMobile ? openMobile : undefined} onPress={toggle} data-testid="sidebar-toggle">
          {isMobile ? <MenuIcon /> : <PanelLeftIcon />}
        </Button>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          {status === 'signedIn' ? (
            <UserMenu />
          ) : (
            <>
              <LanguageSelect className={`${styles.languageSelect} ${styles.hideOnMobile}`} />
              {status === 'signedOut' && (
                <>
                  <Button variant="ghost" href="/signin">
                    {t('shell.signin')}
                  </Button>
                  <Button variant="primary" href="/signup">
                    {t('shell.signup')}
                  </Button>
                </>
              )}
            </>
          )}
        </div>
      </header>
    </>
  );
}
