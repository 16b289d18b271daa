import type { AdminCreateProductBody } from '@dawa/shared/admin/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiRequest } from '@/lib/api-client';
import { refreshAdminProducts } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductSchema);

/** POST /api/admin/products. */
export function createAdminProduct(body: AdminCreateProductBody) {
  return apiRequest(adminProductsApiPaths.products(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}

export function useCreateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminProduct,
    onSuccess: () => refreshAdminProducts(queryClient),
  });
}
