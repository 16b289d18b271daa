import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/products/:id (a numeric id or a product slug). */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  return apiGet(apiPaths.product(idOrSlug), ProductDetailSchema, { signal });
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug));
}
