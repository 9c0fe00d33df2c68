import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '@academy/ui/styles.css';
import { configureBackend, loadBackendConfig } from '@academy/features/backend/index.ts';
import { I18nProvider, loadInitialCatalog } from '@academy/features/i18n/index.ts';
import { SessionProvider } from '@academy/features/session/SessionProvider.tsx';
import { SubscriptionProvider } from '@academy/features/subscription/SubscriptionProvider.tsx';
import { routes } from './routes.tsx';

// One build runs against any backend: the address and public key come from /config.json at start.
// Only the visitor's language is downloaded (one chunk per locale), while the config is fetched. supabase-js itself
// comes later (backendClient()): screens for visitors paint without it.
const [config] = await Promise.all([loadBackendConfig(), loadInitialCatalog()]);
configureBackend(config);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <SessionProvider>
        <SubscriptionProvider>
          <RouterProvider router={router} />
        </SubscriptionProvider>
      </SessionProvider>
    </I18nProvider>
  </StrictMode>,
);
