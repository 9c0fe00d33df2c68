import type { NavigateFunction } from 'react-router';

// react-router numbers this tab's history entries in history.state.idx. Entries before the one this page load
// started on belong to another document: going back to them reloads the app and loses its toasts. So "back"
// stays inside this document, and falls back to a route when there is nothing behind.
//
// The entry this page load started on must be read at start-up: this module is part of lazily loaded screens
// (Edit profile), and reading history.state when such a screen's code arrives would take the screen's own entry
// for the first one, so "back" from the first visit after a load went to the fallback (issue 20.4).
function currentIndex(): number | undefined {
  return typeof window === 'undefined' ? undefined : (window.history.state as { idx?: number } | null)?.idx;
}

let entryIndex: number | null = null;

/** Remembers the entry this page load started on. Call once at start-up, before any in-app navigation. */
export function rememberEntryIndex(): void {
  entryIndex ??= currentIndex() ?? 0;
}

export function canGoBackInApp(current: number | undefined, entry = entryIndex ?? 0): boolean {
  return current !== undefined && current > entry;
}

/** SPEC 2 "after success it goes back": back within the app, else to `fallback`. */
export function goBackInApp(navigate: NavigateFunction, fallback = '/') {
  if (canGoBackInApp(currentIndex())) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
