import { BrandListResponseSchema } from '@dawa/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/products/brands?category=slug: the brands a category's filter offers. */
export function getBrands(category: string | undefined, signal?: AbortSignal) {
  return apiGet(apiPaths.brands(category), BrandListResponseSchema, { signal });
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
