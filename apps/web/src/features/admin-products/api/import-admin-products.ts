import { rowErrorsFromFieldErrors, type AdminImportRowError, type AdminProductImportResponse } from '@dawa/shared/admin/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsApiPaths } from '@/config/admin-products-api-paths';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshAdminProducts } from './query-keys';
import { loadAdminProductSchemas } from './schemas';

const responseSchema = () => loadAdminProductSchemas().then((m) => m.AdminProductImportResponseSchema);

export type ImportOutcome =
  { ok: true; result: AdminProductImportResponse } | { ok: false; message: string; rowErrors: AdminImportRowError[] };

/**
 * POST /api/admin/products/import with the CSV file (multipart field `file`). Bad rows are an
 * expected answer (400 naming each row and column in its field errors; nothing written), returned
 * as an outcome; other failures throw.
 */
export async function importAdminProducts(file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return {
      ok: true,
      result: await apiRequest(adminProductsApiPaths.importCsv(), { method: 'POST', form, schema: responseSchema, auth: true }),
    };
  } catch (error) {
    const rowErrors = error instanceof ApiError && error.status === 400 ? rowErrorsFromFieldErrors(error.fieldErrors) : [];
    if (error instanceof ApiError && rowErrors.length > 0) return { ok: false, message: error.message, rowErrors };
    throw error;
  }
}

export function useImportAdminProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAdminProducts,
    onSuccess: (outcome) => {
      if (outcome.ok) void refreshAdminProducts(queryClient);
    },
  });
}
