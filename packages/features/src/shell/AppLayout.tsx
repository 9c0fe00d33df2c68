import { Outlet, useLocation } from 'react-router';
import { Breadcrumb } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { breadcrumbTrail } from './navigation.ts';
import { Sidebar } from './Sidebar.tsx';
import { SidebarProvider, useSidebar } from './SidebarContext.tsx';
import { TopBar } from './TopBar.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from './AppLayout.css.ts';

function Crumbs() {
  const t = useT();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  // SPEC 2: only deeper than Home.
  if (trail.length === 0) return null;
  return (
    <div className={styles.crumbs}>
      <Breadcrumb label={t('shell.breadcrumb.label')} items={trail.map((crumb) => ({ href: crumb.path, label: crumb.labelKey ? t(crumb.labelKey) : (crumb.text ?? '') }))} />
    </div>
  );
}

/** On phones the top bar has no room for the language switch: visitors find it at the end of the page. */
function MobileLanguageFooter() {
  const { isMobile } = useSidebar();
  const { status } = useSession();
  if (!isMobile || status === 'signedIn') return null;
  return (
    <footer className={styles.mobileFooter}>
      <LanguageSelect />
    </footer>
  );
}

/** The app shell around every screen but /landing: sidebar, top bar, breadcrumb, the screen. */
export function AppLayout() {
  return (
    <SidebarProvider>
      <div className={styles.root}>
        <Sidebar />
        <div className={styles.column}>
          <TopBar />
          <Crumbs />
          <main className={styles.main} id="main">
            <Outlet />
          </main>
          <MobileLanguageFooter />
        </div>
      </div>
    </SidebarProvider>
  );
}
