import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.ProductItemsResponseSchema);

/** Most the featured endpoint returns (FeaturedQuerySchema). */
export const FEATURED_PAGE_LIMIT = 48;

/** GET /api/products/featured */
export function getFeaturedProducts(limit: number, signal?: AbortSignal) {
  return apiGet(apiPaths.featured(limit), responseSchema, { signal });
}

export const featuredProductsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: ({ signal }) => getFeaturedProducts(limit, signal),
  });

export function useFeaturedProducts(limit: number) {
  return useQuery(featuredProductsQueryOptions(limit));
}
