import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiRequest } from '@/lib/api-client';
import { refreshAdminProducts } from './query-keys';

/** DELETE /api/admin/products/:id (a soft delete: orders that hold it stay intact). */
export function deleteAdminProduct(id: number) {
  return apiRequest(adminProductsApiPaths.product(id), { method: 'DELETE', auth: true });
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSuccess: () => refreshAdminProducts(queryClient),
  });
}
