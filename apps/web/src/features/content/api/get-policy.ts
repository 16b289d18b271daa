import type { PolicyPage } from '@dawa/shared/admin/site-content-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/policies/{page}: the newest published version (null while only the built-in text exists). */
export const policyQueryOptions = (page: PolicyPage) =>
  queryOptions({
    queryKey: ['policy', page],
    queryFn: ({ signal }) =>
      apiGet(commerceApiPaths.policy(page), () => import('@dawa/shared/content/blog-api').then((m) => m.PublicPolicyResponseSchema), { signal }),
    retry: false,
  });

export function usePolicy(page: PolicyPage) {
  return useQuery(policyQueryOptions(page));
}
