import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/orders/{orderId}/payment-status with cod_pending: the customer pays at the door. */
export function setCodPayment(orderId: number): Promise<void> {
  return apiRequest(commerceApiPaths.orderPaymentStatus(orderId), {
    method: 'PATCH',
    json: { status: 'cod_pending', paymentMethod: 'cod' },
    auth: true,
  });
}
