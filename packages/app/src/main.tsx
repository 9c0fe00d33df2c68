import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import '@academy/ui/styles.css';
import { configureBackend, loadBackendConfig } from '@academy/features/backend/index.ts';
import { I18nProvider, loadInitialCatalog } from '@academy/features/i18n/index.ts';
import { rememberEntryIndex } from '@academy/features/shell/goBack.ts';
import { SessionProvider } from '@academy/features/session/SessionProvider.tsx';
import { SubscriptionProvider } from '@academy/features/subscription/SubscriptionProvider.tsx';
import { preloadMatches } from './lazyScreen.ts';
import { routes } from './routes.tsx';

// One build runs against any backend: the address and public key come from /config.json at start.
// Only the visitor's language is downloaded (one chunk per locale), while the config is fetched. supabase-js itself
// comes later (backendClient()): screens for visitors paint without it.
const [config] = await Promise.all([loadBackendConfig(), loadInitialCatalog()]);
configureBackend(config);

// react-router's declarative mode: the app loads no data through the router, and the data router costs ~17 KB gzip
// more on every page's first paint (bench/bundle-floor.mjs).
function AppRoutes() {
  const { pathname } = useLocation();
  // The shell and the screen of this path download side by side, not one after the other.
  preloadMatches(routes, pathname);
  return useRoutes(routes);
}

// "Back" after saving a form stays inside this page load: note where it started, before the router adds entries.
rememberEntryIndex();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <SessionProvider>
        <SubscriptionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SubscriptionProvider>
      </SessionProvider>
    </I18nProvider>
  </StrictMode>,
);
