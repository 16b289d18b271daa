import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadOrderSchemas } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

const responseSchema = () => loadOrderSchemas().then((m) => m.DismissOrderResponseSchema);

/** PATCH /api/orders/{orderId}/dismiss: hides an unpaid order from the customer's list. */
export function dismissOrder(orderId: number): Promise<{ success: true; message: string }> {
  return apiRequest(commerceApiPaths.dismissOrder(orderId), { method: 'PATCH', schema: responseSchema, auth: true });
}

/** Dismisses an unpaid order; the list is asked again without it. */
export function useDismissOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
