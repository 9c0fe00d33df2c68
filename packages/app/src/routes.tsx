import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { backendClient } from '@academy/features/backend/index.ts';
import { loadAllMessages } from '@academy/features/i18n/index.ts';
import { AuthGuard, VisitorsOnlyGuard } from './guards/AuthGuard.tsx';
import type { AuthGuardRule } from './guards/decisions.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { lazyScreen, type PreloadHandle } from './lazyScreen.ts';

// SPEC 2's route table. Every screen is lazy-loaded, one line per route: `page(() => import(module).then((m) => m.Screen), options)`.
// Guards: `signedIn` (login required), `dashboard` (master/instructor with the spec's messages), `visitorsOnly`;
// subscription rules wrap a screen with <SubscriptionGuard> (see guards/SubscriptionGuard.tsx).
// A screen's download also awaits the backend client (supabase-js, ~54 KB gzip) unless it says `paintsWithoutBackend`:
// those screens need the backend only when the user acts, and ask for it then (issue 5). bench/bundle-size.mjs reads
// these lines to count each route's initial JavaScript.

type Guard = { kind: 'auth'; rule?: AuthGuardRule } | { kind: 'visitorsOnly' };
const signedIn: Guard = { kind: 'auth' };
export const dashboard: Guard = { kind: 'auth', rule: { admin: true, dashboard: true } };
const visitorsOnly: Guard = { kind: 'visitorsOnly' };

function guarded(Screen: ComponentType, guard?: Guard): ComponentType {
  if (!guard) return Screen;
  if (guard.kind === 'visitorsOnly') return () => <VisitorsOnlyGuard>{<Screen />}</VisitorsOnlyGuard>;
  return () => <AuthGuard rule={guard.rule}>{<Screen />}</AuthGuard>;
}

type PageOptions = { guard?: Guard; paintsWithoutBackend?: true; startData?: () => void };

/** A course page's data requests, started beside its code (they need the stored session only, not supabase-js). */
const courseData = () => {
  // In the browser only: the address names the course (/academy/<slug>/<lesson?>).
  const courseSlug = typeof location === 'undefined' ? undefined : location.pathname.split('/')[2];
  if (!courseSlug) return;
  void import('@academy/features/academy/data/earlyCourseData.ts').then(
    (module) => module.startCourseData(courseSlug),
    () => undefined,
  );
};

/** A lazy route element; `handle.preload` lets the router start its download before rendering (see lazyScreen.ts). */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> & { handle: PreloadHandle } {
  const { Component, preload } = lazyScreen(load);
  return { element: <Component />, handle: { preload } };
}

/**
 * A screen shown once the app is live (a navigation) waits for the whole language's messages: the first page loaded
 * only the parts it showed (main.tsx). The first screen, preloaded before the app runs, has its parts already.
 */
const laterScreenMessages = () => (typeof document !== 'undefined' && document.documentElement.dataset.app === 'ready' ? loadAllMessages() : null);

function page(load: () => Promise<ComponentType>, { guard, paintsWithoutBackend, startData }: PageOptions = {}) {
  return lazyRoute(async () => {
    startData?.();
    const [Screen] = await Promise.all([load(), paintsWithoutBackend ? null : backendClient(), laterScreenMessages()]);
    return guarded(Screen, guard);
  });
}

/** Screens inside the app shell (sidebar, top bar, breadcrumb). */
const shellRoutes: RouteObject[] = [
  { path: '/signin', ...page(() => import('@academy/features/auth/SignInPage.tsx').then((m) => m.SignInPage), { guard: visitorsOnly, paintsWithoutBackend: true }) },
  { path: '/signup', ...page(() => import('@academy/features/auth/SignUpPage.tsx').then((m) => m.SignUpPage), { guard: visitorsOnly, paintsWithoutBackend: true }) },
  { path: '/reset-password', ...page(() => import('@academy/features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage), { paintsWithoutBackend: true }) },
  { path: '/update-password', ...page(() => import('@academy/features/auth/UpdatePasswordPage.tsx').then((m) => m.UpdatePasswordPage)) },
  { path: '/dashboard/*', ...page(() => import('@academy/features/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage), { guard: dashboard }) },
  { path: '/edit-profile', ...page(() => import('@academy/features/profile/EditProfilePage.tsx').then((m) => m.EditProfilePage), { guard: signedIn }) },
  { path: '/', ...page(() => import('@academy/features/academy/pages/HomePage.tsx').then((m) => m.HomePage), { paintsWithoutBackend: true }) },
  { path: '/academy', ...page(() => import('@academy/features/academy/pages/AcademyCatalogue.tsx').then((m) => m.AcademyCatalogue), { paintsWithoutBackend: true }) },
  { path: '/academy/all', ...page(() => import('@academy/features/academy/pages/AcademyCatalogue.tsx').then((m) => m.AcademyCatalogue), { paintsWithoutBackend: true }) },
  // Any course staff create (issue 33); /academy/all and /academy/automation are more specific and win.
  { path: '/academy/:courseSlug/:lessonId?', ...page(() => import('@academy/features/academy/pages/CoursePage.tsx').then((m) => m.CourseRoutePage), { startData: courseData }) },
  { path: '/academy/automation', ...page(() => import('@academy/features/academy/pages/AutomationCourse.tsx').then((m) => m.AutomationCourse), { paintsWithoutBackend: true }) },
  { path: '/certificates/:id', ...page(() => import('@academy/features/academy/pages/CertificatePage.tsx').then((m) => m.CertificatePage)) },
  { path: '/community', ...page(() => import('@academy/features/community/CommunityPage.tsx').then((m) => m.CommunityPage)) },
  { path: '/prompts', ...page(() => import('@academy/features/prompts/PromptsPage.tsx').then((m) => m.PromptsPage)) },
  { path: '/tools', ...page(() => import('@academy/features/tools/ToolsPage.tsx').then((m) => m.ToolsPage)) },
  { path: '/newsletter', ...page(() => import('@academy/features/newsletter/NewsletterPage.tsx').then((m) => m.NewsletterPage)) },
  { path: '/newsletter/confirm', ...page(() => import('@academy/features/newsletter/SubscriptionLinkPage.tsx').then((m) => m.NewsletterConfirmPage)) },
  { path: '/newsletter/unsubscribe', ...page(() => import('@academy/features/newsletter/SubscriptionLinkPage.tsx').then((m) => m.NewsletterUnsubscribePage)) },
  { path: '/notifications/unsubscribe', ...page(() => import('@academy/features/newsletter/SubscriptionLinkPage.tsx').then((m) => m.NotificationMailsUnsubscribePage)) },
  { path: '/plans', ...page(() => import('@academy/features/subscription/PlansPage.tsx').then((m) => m.PlansPage), { paintsWithoutBackend: true }) },
  { path: '/checkout-success', ...page(() => import('@academy/features/subscription/CheckoutSuccessPage.tsx').then((m) => m.CheckoutSuccessPage), { paintsWithoutBackend: true }) },
  { path: '/all-access', ...page(() => import('@academy/features/marketing/AllAccessPage.tsx').then((m) => m.AllAccessPage), { paintsWithoutBackend: true }) },
  { path: '*', ...page(() => import('@academy/features/shell/NotFoundPage.tsx').then((m) => m.NotFoundPage), { paintsWithoutBackend: true }) },
];

/** Standalone screens (no app shell). */
const standaloneRoutes: RouteObject[] = [
  { path: '/landing', ...page(() => import('@academy/features/marketing/LandingPage.tsx').then((m) => m.LandingPage), { paintsWithoutBackend: true }) },
];

export const routes: RouteObject[] = [
  {
    // Catches a screen that fails to download or render, and shows nothing while the first screen downloads.
    element: <RootLayout />,
    // The shell (sidebar, top bar, user menu: most of react-aria) is its own chunk, so standalone screens never load it.
    children: [...standaloneRoutes, { ...lazyRoute(() => import('./layout/AppLayout.tsx').then((m) => m.AppLayout)), children: shellRoutes }],
  },
];
