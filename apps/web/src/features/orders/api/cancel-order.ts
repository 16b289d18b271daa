import type { CancelOrderBody } from '@dawa/shared/commerce/cancel-reasons';
import type { CancelOrderResponse, TrackingListResponse, TrackingRecord } from '@dawa/shared/commerce/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadOrderSchemas } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';
import { trackingQueryKey } from './get-tracking';

const responseSchema = () => loadOrderSchemas().then((m) => m.CancelOrderResponseSchema);

/** PATCH /api/orders/{orderId}/cancel with the customer's reason: answers the order's tracking card with the Cancelled event on top. */
export function cancelOrder({ orderId, reason }: { orderId: number; reason: CancelOrderBody }): Promise<CancelOrderResponse> {
  return apiRequest(commerceApiPaths.cancelOrder(orderId), { method: 'PATCH', json: reason, schema: responseSchema, auth: true });
}

/** Cancels an order and puts the server's new tracking card in every cached view of it. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ tracking }) => {
      const replace = (record: TrackingRecord) => (record.orderId === tracking.orderId ? tracking : record);
      queryClient.setQueriesData<TrackingListResponse>({ queryKey: [...trackingQueryKey, 'list'] }, (list) =>
        list ? { ...list, items: list.items.map(replace) } : list,
      );
      queryClient.setQueryData<TrackingRecord>([...trackingQueryKey, 'order', String(tracking.orderId)], tracking);
      // The order list shows the status too.
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
