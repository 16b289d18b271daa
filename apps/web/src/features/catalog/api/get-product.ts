import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.ProductDetailSchema);

/** GET /api/products/:id (a numeric id or a product slug). */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  return apiGet(apiPaths.product(idOrSlug), responseSchema, { signal });
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug));
}
