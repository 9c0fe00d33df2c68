import type { NavigateFunction } from 'react-router';

// react-router numbers this tab's history entries in history.state.idx. Entries before the one this page load
// started on belong to another document: going back to them reloads the app and loses its toasts. So "back"
// stays inside this document, and falls back to a route when there is nothing behind.
const startIndex: number = typeof window === 'undefined' ? 0 : ((window.history.state as { idx?: number } | null)?.idx ?? 0);

export function canGoBackInApp(currentIndex: number | undefined, entryIndex = startIndex): boolean {
  return currentIndex !== undefined && currentIndex > entryIndex;
}

/** SPEC 2 "after success it goes back": back within the app, else to `fallback`. */
export function goBackInApp(navigate: NavigateFunction, fallback = '/') {
  const current = (window.history.state as { idx?: number } | null)?.idx;
  if (canGoBackInApp(current)) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
