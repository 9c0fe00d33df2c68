import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server (the build's prerender) and while hydrating that HTML, true in every other
 * render: a part that must look as it was prerendered until hydration is done switches on it. React re-renders
 * with true right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
