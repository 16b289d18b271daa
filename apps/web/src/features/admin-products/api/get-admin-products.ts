import type { AdminProductListQuery } from '@dawa/shared/admin/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiGet } from '@/lib/api-client';
import { adminProductsQueryKey } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

/** The table's filters as the API reads them (query strings). */
export type AdminProductFilters = Partial<Record<Exclude<keyof AdminProductListQuery, 'page' | 'pageSize'>, string>>;

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductListResponseSchema);

/** GET /api/admin/products: one page of the table, newest first. */
export function getAdminProducts(filters: AdminProductFilters, page: number, signal?: AbortSignal) {
  return apiGet(adminProductsApiPaths.products({ ...filters, page: page > 1 ? page : undefined }), responseSchema, { signal, auth: true });
}

export const adminProductsQueryOptions = (filters: AdminProductFilters, page: number) =>
  queryOptions({
    queryKey: [...adminProductsQueryKey, filters, page],
    queryFn: ({ signal }) => getAdminProducts(filters, page, signal),
  });

/** The table's page; the previous page stays on screen while the next one loads. */
export function useAdminProducts(filters: AdminProductFilters, page: number) {
  return useQuery({ ...adminProductsQueryOptions(filters, page), placeholderData: keepPreviousData });
}
