import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { apiRequest } from '@/lib/api-client';
import { refreshAdminProducts } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductSchema);

/** POST /api/admin/products/:id/images: multipart field `image`; the server checks and re-encodes it. */
export function uploadAdminProductImage({ id, image }: { id: number; image: File }) {
  const form = new FormData();
  form.append('image', image, image.name);
  return apiRequest(adminProductsApiPaths.productImages(id), { method: 'POST', form, schema: responseSchema, auth: true });
}

export function useUploadAdminProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAdminProductImage,
    onSuccess: () => refreshAdminProducts(queryClient),
  });
}
