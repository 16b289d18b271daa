import { ProductListResponseSchema } from '@dawa/shared/catalog/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { productQueryString, type ProductQuery } from '@/lib/product-query';

/** GET /api/products: the category listing, filtered, sorted and paged by the server. */
export function getProducts(query: ProductQuery, signal?: AbortSignal) {
  return apiGet(apiPaths.products(productQueryString(query)), ProductListResponseSchema, { signal });
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
