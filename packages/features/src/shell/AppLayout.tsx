import { Link } from 'react-aria-components';
import { Outlet, useLocation } from 'react-router';
import {
  Breadcrumb,
  BookIcon,
  Button,
  HomeIcon,
  MailIcon,
  Sidebar,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  SparklesIcon,
  StarIcon,
  TopBar,
  TopBarBanner,
  UsersIcon,
  useSidebar,
  WrenchIcon,
  type SidebarItem,
} from '@academy/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useI18n, useT } from '../i18n/index.ts';
import useSWR from 'swr';
import { localizedField, type Translatable } from '../academy/model/courseText.ts';
import { useCourseTitle } from './documentTitle.ts';
import { useHydrated } from './useHydrated.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { LanguageSelect, languageSelectInBar } from './LanguageSelect.tsx';
import { WordmarkContent, wordmarkLink } from './Wordmark.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { bannerMessageKey } from '../marketing/offer.ts';
import { breadcrumbTrail, navItems, type NavIconName } from './navigation.ts';
import * as styles from './AppLayout.css.ts';

// Only signed-in users see the account menu (react-aria's menu, popover and switches): visitors never download it.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));
const NotificationsMenu = lazy(() =>
  import('../notifications/NotificationsMenu.tsx').then((module) => ({ default: module.NotificationsMenu })),
);

const icons: Record<NavIconName, ReactNode> = {
  home: <HomeIcon size={18} />,
  sparkles: <SparklesIcon size={18} />,
  star: <StarIcon size={18} />,
  book: <BookIcon size={18} />,
  users: <UsersIcon size={18} />,
  wrench: <WrenchIcon size={18} />,
  mail: <MailIcon size={18} />,
};

/** SPEC 2's navigation entries with their labels in the current language. */
function useSidebarItems(): SidebarItem[] {
  const t = useT();
  return navItems.map((item) => ({
    label: t(item.labelKey),
    path: item.path,
    icon: icons[item.icon],
    badge: item.badgeKey ? t(item.badgeKey) : undefined,
    defaultOpen: item.expandedByDefault,
    children: item.children?.map((child) => ({ label: t(child.labelKey), path: child.path })),
  }));
}

function Crumbs() {
  const t = useT();
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  // A course's crumb names the course (as the tab does), once hydrated: the prerendered page says 'Course' (the walk of
  // issue 39 found 'Akèy › Akademi › Kou' on the announced courses and on every course staff create).
  const hydrated = useHydrated();
  const courseCrumb = trail.find((crumb) => crumb.labelKey === 'shell.crumb.course' && crumb.path.startsWith('/academy/'));
  const courseTitle = useCourseTitle(hydrated ? courseCrumb?.path.split('/')[2] : undefined, locale);
  // The course builder's crumb too ('Tablo de bò › Kou › Kou' was the walk's): the builder loads its course under this
  // key; the crumb only reads it (no fetcher, so no request of its own), drafts included.
  const builderCrumb = trail.find((crumb) => crumb.labelKey === 'shell.crumb.course' && crumb.path.startsWith('/dashboard/courses/'));
  const builderId = hydrated ? builderCrumb?.path.split('/')[3] : undefined;
  const builderCourse = useSWR<Translatable>(builderId ? ['dashboard/course', builderId] : null, null);
  const builderTitle = builderCourse.data ? localizedField(builderCourse.data, 'title', locale) : null;
  // SPEC 2: only deeper than Home.
  if (trail.length === 0) return null;
  const label = (crumb: (typeof trail)[number]) =>
    (crumb === courseCrumb && courseTitle) || (crumb === builderCrumb && builderTitle) || t(crumb.labelKey);
  return (
    <div className={styles.crumbs}>
      <Breadcrumb label={t('shell.breadcrumb.label')} items={trail.map((crumb) => ({ href: crumb.path, label: label(crumb) }))} />
    </div>
  );
}

/** The presale banner, then the bar: sidebar trigger, language (visitors), user menu or Sign in / Sign up. */
function ShellTopBar() {
  const t = useT();
  // The offer's state when the shell appeared (its end is a fixed date long past or ahead; no ticking needed).
  const [now] = useState(() => Date.now());
  const { status } = useSession();
  return (
    <TopBar
      banner={
        <TopBarBanner>
          <Link href="/plans" className={styles.bannerLink}>
            {t(bannerMessageKey(now))}
          </Link>
        </TopBarBanner>
      }
      start={
        <>
          <SidebarTrigger label={t('shell.sidebar.toggle')} data-testid="sidebar-toggle" className={styles.barToggle} />
          <SearchBox />
        </>
      }
      end={
        status === 'signedIn' ? (
          <Suspense fallback={null}>
            <NotificationsMenu />
            <AccountMenu />
          </Suspense>
        ) : (
          <>
            <LanguageSelect className={`${languageSelectInBar} ${styles.hideOnMobile}`} />
            {status === 'signedOut' && (
              <span className={styles.visitorActions}>
                <Button variant="ghost" href="/signin">
                  {t('shell.signin')}
                </Button>
                <Button variant="primary" href="/signup">
                  {t('shell.signup')}
                </Button>
              </span>
            )}
          </>
        )
      }
    />
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

function ShellSidebar() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Sidebar
      items={useSidebarItems()}
      currentPath={pathname}
      label={t('shell.nav.label')}
      railLabel={t('shell.sidebar.toggle')}
      header={
        <Link href="/" className={wordmarkLink}>
          <WordmarkContent />
        </Link>
      }
      footer={t('shell.footer')}
    />
  );
}

/** The app shell around every screen but /landing, on @academy/ui's Sidebar and TopBar: sidebar, top bar, breadcrumb, the screen. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <SidebarProvider className={styles.root}>
      <ShellSidebar />
      <SidebarInset>
        <ShellTopBar />
        <Crumbs />
        <main className={styles.main} id="main">
          {/* A screen that fails (its download or its render) leaves the shell usable: the visitor can go elsewhere. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </main>
        <MobileLanguageFooter />
      </SidebarInset>
    </SidebarProvider>
  );
}
