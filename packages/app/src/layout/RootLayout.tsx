import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useProfileLocaleSync } from '@academy/features/profile/localePreference.ts';
import { AppToaster } from '@academy/features/shell/AppToaster.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Above every route: react-aria links navigate through react-router, toasts, and the signed-in user's language. */
export function RootLayout() {
  const navigate = useNavigate();
  useProfileLocaleSync();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <AppToaster />
    </AriaRouterProvider>
  );
}
