import type { PublicConfig } from '@dawa/shared/system/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';

// Loaded with the checkout chunk only: the app shell carries neither this call nor its schema.
const responseSchema = () => import('@dawa/shared/system/public-config').then((m) => m.PublicConfigSchema);

/** GET /api/config: whether this is the demo store and which payment methods can be used now. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiGet(commerceApiPaths.publicConfig(), responseSchema, { signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // It changes only when the server restarts with another configuration.
    staleTime: 5 * 60_000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
