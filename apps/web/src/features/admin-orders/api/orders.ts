import type { AdminOrderDetail, AdminOrderListResponse, AdminOrderStatusBody, AdminOrderStatusResponse } from '@dawa/shared/admin/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** The section's contracts, loaded with its own chunk (never by the app shell). */
const loadSchemas = () => import('@dawa/shared/admin/orders');
const ordersKey = [...ME_QUERY_KEY, 'admin', 'orders'] as const;

/** The section's filters, as they are sent (empty ones are left out). */
export interface AdminOrderFilters {
  status?: string;
  paymentStatus?: string;
  paymentMethod?: string;
  from?: string;
  to?: string;
  search?: string;
  page?: number;
}

/** GET /api/admin/orders: every order matching the filters, newest first, paged by the server. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: ({ signal }): Promise<AdminOrderListResponse> =>
      apiGet(adminApiPaths.orders({ ...filters }), () => loadSchemas().then((m) => m.AdminOrderListResponseSchema), { signal, auth: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/orders/{id}: items, payments, tracking events and the steps allowed now. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }): Promise<AdminOrderDetail> =>
      apiGet(adminApiPaths.order(id ?? 0), () => loadSchemas().then((m) => m.AdminOrderDetailSchema), { signal, auth: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /api/admin/orders/{id}/status: one step, with the version the staff member saw. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusBody): Promise<AdminOrderStatusResponse> =>
      apiRequest(adminApiPaths.orderStatus(id), {
        method: 'POST',
        json: body,
        auth: true,
        schema: () => loadSchemas().then((m) => m.AdminOrderStatusResponseSchema),
      }),
    // A refusal (409: changed elsewhere) also reloads, so the panel shows the order as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
