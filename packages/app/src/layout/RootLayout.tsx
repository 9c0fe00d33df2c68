import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useProfileLocaleSync } from '@academy/features/profile/localePreference.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Above every route: react-aria links navigate through react-router, and the signed-in user's language follows them. */
export function RootLayout() {
  const navigate = useNavigate();
  useProfileLocaleSync();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
