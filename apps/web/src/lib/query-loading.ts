import { createElement, type ComponentType } from 'react';

/** The app's query client with its provider: a chunk beside the shell, not in it (decision 067). */
export const loadQueryClient = () => import('./query-provider');

/**
 * A lazy module's loader whose default export renders inside the app's QueryClientProvider: the code that
 * fetches downloads TanStack Query beside its own, so the first screen's shell does not carry it
 * (decision 067). For `React.lazy` and `lazyRoute`.
 */
export function withQueryClient<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), loadQueryClient()]).then(([module, { QueryProvider }]) => {
      const Part = module.default;
      function WithQueryClient(props: P) {
        return createElement(QueryProvider, null, createElement(Part, props));
      }
      return { default: WithQueryClient };
    });
}
