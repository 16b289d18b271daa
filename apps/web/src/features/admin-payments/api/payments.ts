import type { AdminPaymentListResponse, AdminPaymentMismatchesResponse, AdminReconcileResponse } from '@dawa/shared/admin/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiDownload, apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { saveFile } from '@/lib/save-file';

/** The section's contracts, loaded with its own chunk (never by the app shell). */
const loadSchemas = () => import('@dawa/shared/admin/payments');
// Under the personal prefix: what an admin saw must not show to the next person in this browser.
const paymentsKey = [...ME_QUERY_KEY, 'admin', 'payments'] as const;

/** The section's filters, as they are sent (empty ones are left out). */
export interface AdminPaymentFilters {
  from?: string;
  to?: string;
  provider?: string;
  status?: string;
  page?: number;
}

/** GET /api/admin/payments: the attempts matching the filters, newest first, paged by the server. */
export function useAdminPayments(filters: AdminPaymentFilters) {
  return useQuery({
    queryKey: [...paymentsKey, 'list', filters],
    queryFn: ({ signal }): Promise<AdminPaymentListResponse> =>
      apiGet(adminApiPaths.payments({ ...filters }), () => loadSchemas().then((m) => m.AdminPaymentListResponseSchema), { signal, auth: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/payments/mismatches: what does not add up now. */
export function usePaymentMismatches() {
  return useQuery({
    queryKey: [...paymentsKey, 'mismatches'],
    queryFn: ({ signal }): Promise<AdminPaymentMismatchesResponse> =>
      apiGet(adminApiPaths.paymentMismatches(), () => loadSchemas().then((m) => m.AdminPaymentMismatchesResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
}

/** POST /api/admin/payments/reconcile: one sweep now; the list and the mismatches are read again after it. */
export function useReconcilePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<AdminReconcileResponse> =>
      apiRequest(adminApiPaths.paymentsReconcile(), {
        method: 'POST',
        auth: true,
        schema: () => loadSchemas().then((m) => m.AdminReconcileResponseSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}

/** The list's CSV with the same filters, saved by the browser (the download needs the bearer token, so no plain link). */
export async function downloadPaymentsCsv(filters: Omit<AdminPaymentFilters, 'page'>): Promise<void> {
  const blob = await apiDownload(adminApiPaths.paymentsCsv(filters), { auth: true });
  saveFile(blob, 'payments.csv');
}
