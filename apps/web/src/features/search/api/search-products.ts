import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';
import { productQueryString, type ProductQuery } from '@/lib/product-query';

const responseSchema = () => loadCatalogSchemas().then((m) => m.ProductListResponseSchema);

/** GET /api/products/search: relevance-ordered search with the listing's filters. */
export function searchProducts(query: ProductQuery, signal?: AbortSignal) {
  return apiGet(apiPaths.productSearch(productQueryString(query)), responseSchema, { signal });
}

export const searchProductsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['products', 'search', productQueryString(query)],
    queryFn: ({ signal }) => searchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** Runs only when `enabled` (the search page searches only with a query, a category or a brand). */
export function useSearchProducts(query: ProductQuery, enabled = true) {
  return useQuery({ ...searchProductsQueryOptions(query), enabled });
}
