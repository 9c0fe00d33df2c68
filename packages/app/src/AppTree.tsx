import { StrictMode, useEffect, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { I18nProvider } from '@academy/features/i18n/index.ts';
import type { Locale } from '@academy/features/i18n/types.ts';
import { performEarlyClicks } from '@academy/features/shell/earlyPress.ts';
import { SessionProvider } from '@academy/features/session/SessionProvider.tsx';
import { SubscriptionProvider } from '@academy/features/subscription/SubscriptionProvider.tsx';
import { preloadMatches } from './lazyScreen.ts';
import { routes } from './routes.tsx';

// react-router's declarative mode: the app loads no data through the router, and the data router costs ~17 KB gzip
// more on every page's first paint (bench/bundle-floor.mjs).
export function AppRoutes() {
  const { pathname } = useLocation();
  // The shell and the screen of this path download side by side, not one after the other.
  preloadMatches(routes, pathname);
  // The app now handles the page (index.html's first script stops keeping presses and typing; each form has taken
  // over its own, earlyPress.ts; tests wait for it), and its render decides from the session what index.html's mark
  // hid on the prerendered page (visitors' buttons).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    delete document.documentElement.dataset.session;
    // A button pressed before React listened is pressed now (issue 34.1), one task later: outside React's commit, so
    // a press on a part still being hydrated lets React hydrate it at once and deliver the press (inside the commit
    // React cannot, and drops it).
    const root = document.getElementById('root');
    if (root) setTimeout(() => performEarlyClicks(root), 0);
  }, []);
  return useRoutes(routes);
}

/**
 * The providers around the router, the same in the browser (main.tsx) and in the build's prerender
 * (prerender/render.tsx, which fixes the locale): hydration needs the very same tree on both sides.
 */
export function AppProviders({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider locale={locale}>
        <SessionProvider>
          <SubscriptionProvider>{children}</SubscriptionProvider>
        </SessionProvider>
      </I18nProvider>
    </StrictMode>
  );
}
