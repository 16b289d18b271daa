import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.BrandListResponseSchema);

/** GET /api/products/brands?category=slug: the brands a category's filter offers. */
export function getBrands(category: string | undefined, signal?: AbortSignal) {
  return apiGet(apiPaths.brands(category), responseSchema, { signal });
}

export const brandsQueryOptions = (category?: string) =>
  queryOptions({
    queryKey: ['brands', category ?? null],
    queryFn: ({ signal }) => getBrands(category, signal),
    staleTime: 10 * 60_000,
  });

export function useBrands(category?: string) {
  return useQuery(brandsQueryOptions(category));
}
