import { lazy, useSyncExternalStore, type ComponentType } from 'react';

// Route modules whose code is still downloading, and whether any route has been shown yet.
let pending = 0;
let shownOnce = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a navigation waits for a route's code (not during the first page load, which has its own fallback). */
function isLoadingRoute() {
  return pending > 0 && shownOnce;
}

/**
 * `React.lazy` for a route module (its default export), counted while it downloads so the
 * navigation progress bar can show. React Router navigates in a transition, so the old page stays
 * on screen meanwhile; this count is what tells that a navigation is under way.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => {
    pending += 1;
    // React calls this while rendering the route: tell the subscribers after that render, not during it.
    queueMicrotask(notify);
    return load().finally(() => {
      pending -= 1;
      shownOnce = true;
      notify();
    });
  });
}

/** Whether a route's code is loading after a navigation (drives the progress bar). */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoadingRoute, () => false);
}
