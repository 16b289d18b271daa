import { RELATED_PRODUCTS_LIMIT } from '@dawa/shared/catalog/rules';
import { ProductItemsResponseSchema } from '@dawa/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/products/:id/related: up to 4 products from the same category. */
export function getRelatedProducts(idOrSlug: string, limit: number, signal?: AbortSignal) {
  return apiGet(apiPaths.related(idOrSlug, limit), ProductItemsResponseSchema, { signal });
}

export const relatedProductsQueryOptions = (idOrSlug: string, limit = RELATED_PRODUCTS_LIMIT) =>
  queryOptions({
    queryKey: ['products', 'related', idOrSlug, limit],
    queryFn: ({ signal }) => getRelatedProducts(idOrSlug, limit, signal),
  });

export function useRelatedProducts(idOrSlug: string) {
  return useQuery(relatedProductsQueryOptions(idOrSlug));
}
