import { toQueryString } from './paths';

type ListParams = Parameters<typeof toQueryString>[0];

/** API endpoints of the admin's Product Management (lazy: only the admin dashboard loads them). */
export const adminProductsApiPaths = {
  /** GET (the table; filters and paging in `query`) and POST (add). */
  products: (query: ListParams = {}) => `/api/admin/products${toQueryString(query)}`,
  /** PATCH (edit) and DELETE (soft delete). */
  product: (id: number) => `/api/admin/products/${id}`,
  productImages: (id: number) => `/api/admin/products/${id}/images`,
  exportCsv: (query: ListParams = {}) => `/api/admin/products/export.csv${toQueryString(query)}`,
  importCsv: () => '/api/admin/products/import',
};
