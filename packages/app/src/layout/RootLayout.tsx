import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useProfileLocaleSync } from '@academy/features/profile/localePreference.ts';
import { installNotifier } from '@academy/features/shell/notify.ts';
import { readAcceptNotices } from '@academy/features/shell/preferences.ts';
import { Toaster, toasts } from '@academy/features/shell/Toaster.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// Every notify() goes to the toaster. With Accept Notices off (user menu), only problems are shown.
installNotifier((type, title, description) => {
  if (!readAcceptNotices() && (type === 'success' || type === 'info')) return;
  toasts.push(type, title, description);
});

/** Above every route: react-aria links navigate through react-router, toasts, and the signed-in user's language. */
export function RootLayout() {
  const navigate = useNavigate();
  useProfileLocaleSync();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <Toaster />
    </AriaRouterProvider>
  );
}
