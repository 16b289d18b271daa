import type { OrderListResponse } from '@dawa/shared/commerce/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadOrderSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadOrderSchemas().then((m) => m.OrderListResponseSchema);

/** GET /api/orders?page=N: the customer's orders, newest first, 10 a page. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrderListResponse> {
  return apiGet(commerceApiPaths.orders(page), responseSchema, { signal, auth: true });
}

export const ordersQueryKey = [...ME_QUERY_KEY, 'orders', 'list'] as const;

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, page],
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
    // Statuses change behind the customer's back (payment, shipping): always ask again on a visit.
    staleTime: 0,
  });

export function useOrders(page: number) {
  return useQuery(ordersQueryOptions(page));
}
