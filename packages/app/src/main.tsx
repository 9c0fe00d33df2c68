import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@academy/ui/styles.css';
import { configureBackend, loadBackendConfig, mayHaveSession } from '@academy/features/backend/index.ts';
import { loadInitialCatalog, storedLocale } from '@academy/features/i18n/index.ts';
import { AppProviders, AppRoutes } from './AppTree.tsx';
import { rememberEntryIndex } from '@academy/features/shell/goBack.ts';
import { listenForEarlyPresses } from '@academy/features/shell/earlyPress.ts';
import { preloadMatches } from './lazyScreen.ts';
import { routes } from './routes.tsx';

// One build runs against any backend: the address and public key come inlined in a prerendered page, or from
// /config.json. Only the visitor's language is downloaded (one chunk per locale). supabase-js itself comes later
// (backendClient()): screens for visitors paint without it.
// `pnpm dev:mock`: MSW answers every backend call (config.json included) before anything asks.
if (import.meta.env.VITE_ACADEMY_MOCK === '1') await (await import('./devMock.ts')).startDevMock();
const container = document.getElementById('root')!;
// The prerendered page is already on screen: a tap on a stand-in from now until React listens is kept for it.
listenForEarlyPresses();
const locale = storedLocale();
// The config is configured as soon as it is here (inlined: at once), so a route's early data requests can use it.
await Promise.all([loadBackendConfig().then(configureBackend), loadInitialCatalog(locale), preloadMatches(routes, location.pathname)]);

// "Back" after saving a form stays inside this page load: note where it started, before the router adds entries.
rememberEntryIndex();

const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// A page prerendered at build time (scripts/prerender.ts) was rendered for a visitor without a session, at its path,
// in its language: the app takes it over as it is. Anyone else (a stored session, another language kept in this
// browser, a static host's fallback page for another path) gets a fresh render, which replaces that HTML when done.
// So does every prerendered frame (a course page's shell and placeholder, shown while the data loads).
const { prerenderedPath, prerenderedLocale, prerenderedFrame } = container.dataset;
// The prerendered pages show the sidebar open; a visitor who collapsed it (its `sidebar:state` cookie, read by
// @academy/ui's SidebarProvider on its first render) would not match them, so that visitor gets a fresh render too.
const sidebarCollapsed = /(?:^|;\s*)sidebar:state=false(?:;|$)/.test(document.cookie);
if (
  prerenderedFrame === undefined &&
  prerenderedPath === location.pathname &&
  prerenderedLocale === locale &&
  !mayHaveSession() &&
  !sidebarCollapsed
) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main thread
  // for one long task (the page is already on screen, so nothing waits for it but the first interaction, which
  // React hydrates first).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Also a transition: the prerendered HTML stays on screen until the new tree commits, and rendering it (a course
  // page's shell and lessons) yields to the browser instead of blocking a phone's main thread for a second.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
