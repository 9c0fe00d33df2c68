import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useProfileLocaleSync } from '@academy/features/profile/localePreference.ts';
import { AppToaster } from '@academy/features/shell/AppToaster.tsx';
import { DocumentTitle } from '@academy/features/shell/documentTitle.ts';
import { ScreenErrorBoundary } from '@academy/features/shell/ScreenErrorBoundary.tsx';
import { useRouterHref } from '@academy/features/shell/routerHref.ts';
import { SuspendedNotice } from '@academy/features/session/SuspendedNotice.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Above every route: react-aria links navigate through react-router, the tab's title, toasts, the signed-in user's language, and the
 * one Suspense boundary of the lazy screens. Navigations run in a transition (BrowserRouter's default), so while the
 * next screen downloads the current one stays on screen; only the very first screen starts from a blank page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useProfileLocaleSync();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      <DocumentTitle />
      <ScreenErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
      <AppToaster />
      <SuspendedNotice />
    </AriaRouterProvider>
  );
}
