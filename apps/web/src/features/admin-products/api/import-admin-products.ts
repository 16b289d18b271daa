import type { AdminImportRowError, AdminProductImportResponse } from '@dawa/shared/admin/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { ApiError, apiRequest } from '@/lib/api-client';
import { adminProductsQueryKey } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductImportResponseSchema);

export type ImportOutcome =
  { ok: true; result: AdminProductImportResponse } | { ok: false; message: string; rowErrors: AdminImportRowError[] };

/**
 * POST /api/admin/products/import with the CSV file as it is. Bad rows are an expected answer (400
 * with every bad row; nothing written), returned as an outcome; other failures throw.
 */
export async function importAdminProducts(file: File): Promise<ImportOutcome> {
  try {
    const result = await apiRequest(adminProductsApiPaths.importCsv(), {
      method: 'POST',
      file: { data: file, contentType: 'text/csv' },
      schema: responseSchema,
      auth: true,
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const { AdminProductImportErrorBodySchema } = await loadAdminProductSchemas();
      const parsed = AdminProductImportErrorBodySchema.safeParse(error.details);
      if (parsed.success) return { ok: false, message: parsed.data.message, rowErrors: parsed.data.rowErrors };
    }
    throw error;
  }
}

export function useImportAdminProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAdminProducts,
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey });
    },
  });
}
