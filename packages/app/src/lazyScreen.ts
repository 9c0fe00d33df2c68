import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A route component that downloads on first render, and earlier when `preload()` is called. */
export type LazyScreen = { Component: LazyExoticComponent<ComponentType>; preload: () => Promise<ComponentType> };

/**
 * React.lazy with a preload handle. A failed download is forgotten so the next attempt fetches again (React.lazy
 * itself keeps the rejection, so the screen's error boundary offers a reload rather than a re-render).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return { Component: lazy(() => preload().then((Screen) => ({ default: Screen }))), preload };
}

/** What a route carries in `handle` so the router can start its download before rendering it. */
export type PreloadHandle = { preload: () => Promise<unknown> };

function preloadOf(route: RouteObject): PreloadHandle['preload'] | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined;
  return (handle as PreloadHandle).preload;
}

/**
 * Starts downloading every lazy element the path matches (layout and screen) at once. Without this, a nested
 * React.lazy only starts when its parent has rendered: the shell, then the screen, one after the other.
 * Errors are left to the screen's own render (its error boundary shows them).
 */
export function preloadMatches(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadOf(match.route)?.().catch(() => undefined);
}
