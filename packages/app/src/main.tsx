import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@academy/ui/styles.css';
import { configureBackend, loadBackendConfig, mayHaveSession } from '@academy/features/backend/index.ts';
import { loadInitialCatalog, storedLocale } from '@academy/features/i18n/index.ts';
import { AppProviders, AppRoutes } from './AppTree.tsx';
import { rememberEntryIndex } from '@academy/features/shell/goBack.ts';
import { preloadMatches } from './lazyScreen.ts';
import { routes } from './routes.tsx';

// One build runs against any backend: the address and public key come inlined in a prerendered page, or from
// /config.json. Only the visitor's language is downloaded (one chunk per locale). supabase-js itself comes later
// (backendClient()): screens for visitors paint without it.
// `pnpm dev:mock`: MSW answers every backend call (config.json included) before anything asks.
if (import.meta.env.VITE_ACADEMY_MOCK === '1') await (await import('./devMock.ts')).startDevMock();
const container = document.getElementById('root')!;
// The prerendered page is already on screen: a press, typing or a submit from now until React listens is kept by
// index.html's first script, and handed to the app when it takes the page over (AppTree.tsx, earlyPress.ts).
const locale = storedLocale();
// A page prerendered at build time (scripts/prerender.ts) was rendered for a visitor without a session, at its path,
// in its language: the app takes it over as it is. Anyone else (a stored session, another language kept in this
// browser, a static host's fallback page for another path) gets a fresh render, which replaces that HTML when done.
// So does every prerendered frame (a course page's shell and placeholder, shown while the data loads).
const { prerenderedPath, prerenderedLocale, prerenderedFrame, messages } = container.dataset;
// The prerendered pages show the sidebar open; a visitor who collapsed it (its `sidebar:state` cookie, read by
// @academy/ui's SidebarProvider on its first render) would not match them, so that visitor gets a fresh render too.
const sidebarCollapsed = /(?:^|;\s*)sidebar:state=false(?:;|$)/.test(document.cookie);
const hydrating =
  prerenderedFrame === undefined &&
  prerenderedPath === location.pathname &&
  prerenderedLocale === locale &&
  !mayHaveSession() &&
  !sidebarCollapsed;
// Hydrating needs only the parts of the messages the page was rendered with (its data-messages: about 3 KB of the
// locale's 12 KB); a later screen loads the rest (routes.tsx). A fresh render may show anything: the whole locale.
const messageParts = hydrating && messages !== undefined ? messages.split(' ').filter(Boolean) : undefined;
// The config is configured as soon as it is here (inlined: at once), so a route's early data requests can use it.
await Promise.all([
  loadBackendConfig().then(configureBackend),
  loadInitialCatalog(locale, messageParts),
  preloadMatches(routes, location.pathname),
]);

// "Back" after saving a form stays inside this page load: note where it started, before the router adds entries.
rememberEntryIndex();

const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

if (hydrating) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main thread
  // for one long task (the page is already on screen, so nothing waits for it but the first interaction, which
  // React hydrates first).
  // React handles every press from now on, on parts not yet hydrated too (it hydrates them first and replays the
  // event), so index.html's script stops keeping clicks for the app to perform (earlyPress.ts).
  if (window.academyEarly) window.academyEarly.reactListens = true;
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
