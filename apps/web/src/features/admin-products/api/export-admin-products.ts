import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiDownload } from '@/lib/api-client';
import type { AdminProductFilters } from './get-admin-products';

/** GET /api/admin/products/export.csv with the table's filters, as a file download. */
export async function exportAdminProducts(filters: AdminProductFilters): Promise<Blob> {
  return apiDownload(adminProductsApiPaths.exportCsv(filters), { auth: true });
}
