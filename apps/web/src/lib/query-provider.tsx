import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's one query client around a lazily loaded part (a route, a header part). TanStack Query is not
 * in the shell (decision 067), so there is no provider at the root: each part that fetches brings this
 * one, and every one of them hands out the same client, so they share one cache. Inside another part,
 * or under a test's own client, the provider already there serves.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return outer ? children : <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
