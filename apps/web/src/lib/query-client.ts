import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { ME_QUERY_KEY, onForgetPersonalData } from './auth/session';

/** Options shared by the app and the tests (which turn retries off). */
export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 404 or a refused filter will not change on retry; a network blip might.
        retry: overrides.retry === false ? false : (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
      },
    },
  });
}

/** The app's one client (each lazy part's provider hands it to its components: lib/query-provider.tsx). */
export const queryClient = createQueryClient();

// One person's cached data goes when the session ends or changes hands.
onForgetPersonalData(() => queryClient.removeQueries({ queryKey: ME_QUERY_KEY }));
