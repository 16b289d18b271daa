import type { AdminUpdateProductBody } from '@dawa/shared/admin/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiRequest } from '@/lib/api-client';
import { refreshAdminProducts } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductSchema);

/** PATCH /api/admin/products/:id with the changed fields. */
export function updateAdminProduct({ id, body }: { id: number; body: AdminUpdateProductBody }) {
  return apiRequest(adminProductsApiPaths.product(id), { method: 'PATCH', json: body, schema: responseSchema, auth: true });
}

export function useUpdateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProduct,
    onSuccess: () => refreshAdminProducts(queryClient),
  });
}
