import type { Namespace } from '@dawa/shared/i18n/namespaces';
import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';
import { loadCatalogue } from './i18n/catalogues';
import { languageStore } from './i18n/language-store';
import { useCataloguesReady } from './i18n/use-t';
import { withQueryClient } from './query-loading';

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
 * on screen meanwhile; this count is what tells that a navigation is under way. The route's text
 * `namespaces` download beside its code, and the route renders only once both are in (in the page's
 * language at that moment): its components' useT() then never suspends, so no Suspense fallback
 * flashes inside the page and no component is replayed half-mounted (React error #467, decision 041).
 * The page renders inside the app's QueryClientProvider, whose code (TanStack Query) downloads beside the
 * route's (decision 067); a page whose first render fetches nothing (the home hero) says
 * `{ queryClient: false }` and wraps its own lazy parts that fetch in `withQueryClient`.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
  { queryClient = true }: { queryClient?: boolean } = {},
) {
  const loadPage = queryClient ? withQueryClient(load) : load;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // The code and the texts start together, once (React calls this while rendering the route).
  const start = () => {
    if (!loading) {
      pending += 1;
      // Tell the subscribers after that render, not during it.
      queueMicrotask(notify);
      const language = languageStore.get();
      loading = Promise.all([loadPage(), ...namespaces.map((namespace) => loadCatalogue(language, namespace))])
        .then(([module]) => module)
        .finally(() => {
          pending -= 1;
          shownOnce = true;
          notify();
        });
    }
    return loading;
  };
  const Page = lazy(start);
  function LazyRoute(props: P) {
    // Before waiting for texts (a language shown since the code came), so the code never waits behind them.
    start().catch(() => undefined);
    useCataloguesReady(namespaces);
    return createElement(Page, props);
  }
  return LazyRoute;
}

/** Whether a route's code is loading after a navigation (drives the progress bar). */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoadingRoute, () => false);
}
