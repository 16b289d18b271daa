import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';
import { productQueryString, type ProductQuery } from '@/lib/product-query';

const responseSchema = () => loadCatalogSchemas().then((m) => m.ProductListResponseSchema);

/** GET /api/products: the category listing, filtered, sorted and paged by the server. */
export function getProducts(query: ProductQuery, signal?: AbortSignal) {
  return apiGet(apiPaths.products(productQueryString(query)), responseSchema, { signal });
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['products', 'list', productQueryString(query)],
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keep showing the previous page while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
