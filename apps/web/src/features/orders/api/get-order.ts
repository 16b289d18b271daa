import type { OrderDetail } from '@dawa/shared/commerce/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadOrderSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadOrderSchemas().then((m) => m.OrderResponseSchema);

/** GET /api/orders/{orderId}: one of the customer's orders in full. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await apiGet(commerceApiPaths.order(orderId), responseSchema, { signal, auth: true })).order;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: [...ME_QUERY_KEY, 'orders', 'detail', orderId], queryFn: ({ signal }) => getOrder(orderId, signal) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
