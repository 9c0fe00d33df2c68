import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A route component that downloads on first render, and earlier when `preload()` is called. */
export type LazyScreen = { Component: LazyExoticComponent<ComponentType>; preload: () => Promise<ComponentType> };

/**
 * React.lazy with a preload handle. A failed download is forgotten so the next attempt fetches again (React.lazy
 * itself keeps the rejection, so the screen's error boundary offers a reload rather than a re-render).
 * Once downloaded, the screen renders without suspending: React.lazy reads a thenable that answers synchronously,
 * so hydrating prerendered HTML (main.tsx preloads the path's screens first) never falls back to a Suspense boundary.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (pending ??= load().then(
      (Screen) => (loaded = Screen),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    Component: lazy(() =>
      loaded
        ? (settledThenable({ default: loaded }) as Promise<{ default: ComponentType }>)
        : preload().then((Screen) => ({ default: Screen })),
    ),
    preload,
  };
}

/** A thenable that calls back at once: what React.lazy needs to render a module that is already here. */
export function settledThenable<T>(value: T): PromiseLike<T> {
  const thenable = {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return onFulfilled ? settledThenable(onFulfilled(value) as R1) : (thenable as unknown as PromiseLike<R1 | R2>);
    },
  };
  return thenable;
}

/** What a route carries in `handle` so the router can start its download before rendering it. */
export type PreloadHandle = { preload: () => Promise<unknown> };

function preloadOf(route: RouteObject): PreloadHandle['preload'] | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined;
  return (handle as PreloadHandle).preload;
}

/** The last path preloadMatches answered, and its answer. */
let lastPreload: { routes: RouteObject[]; pathname: string; done: Promise<void> } | null = null;

/**
 * Starts downloading every lazy element the path matches (layout and screen) at once. Without this, a nested
 * React.lazy only starts when its parent has rendered: the shell, then the screen, one after the other.
 * Errors are left to the screen's own render (its error boundary shows them).
 */
export function preloadMatches(routes: RouteObject[], pathname: string): Promise<void> {
  // main.tsx asks for the first path, then every render of AppRoutes asks again: matching walks and ranks the whole
  // route table (a visible share of a phone's first seconds, issue 15), so the same question is answered once.
  if (lastPreload?.routes === routes && lastPreload.pathname === pathname) return lastPreload.done;
  const downloads = (matchRoutes(routes, pathname) ?? []).map((match) => preloadOf(match.route)?.().catch(() => undefined));
  // Settles when every download has (main.tsx waits for it before hydrating, so nothing suspends).
  const done = Promise.all(downloads).then(() => undefined);
  lastPreload = { routes, pathname, done };
  return done;
}
