import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.CategoryListResponseSchema);

/** GET /api/categories */
export function getCategories(signal?: AbortSignal) {
  return apiGet(apiPaths.categories(), responseSchema, { signal });
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
