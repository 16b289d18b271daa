import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

/** The app's one client (the provider hands it to every component). */
export const queryClient = createQueryClient();
