import { CategoryListResponseSchema } from '@dawa/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/categories */
export function getCategories(signal?: AbortSignal) {
  return apiGet(apiPaths.categories(), CategoryListResponseSchema, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // The category list changes with a deploy, not during a visit.
    staleTime: 30 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
