import { RELATED_PRODUCTS_LIMIT } from '@dawa/shared/catalog/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.ProductItemsResponseSchema);

/** GET /api/products/:id/related: up to 4 products from the same category. */
export function getRelatedProducts(idOrSlug: string, limit: number, signal?: AbortSignal) {
  return apiGet(apiPaths.related(idOrSlug, limit), responseSchema, { signal });
}

export const relatedProductsQueryOptions = (idOrSlug: string, limit = RELATED_PRODUCTS_LIMIT) =>
  queryOptions({
    queryKey: ['products', 'related', idOrSlug, limit],
    queryFn: ({ signal }) => getRelatedProducts(idOrSlug, limit, signal),
  });

export function useRelatedProducts(idOrSlug: string) {
  return useQuery(relatedProductsQueryOptions(idOrSlug));
}
