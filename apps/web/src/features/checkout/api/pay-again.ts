import type { PayAgainResponse } from '@dawa/shared/commerce/orders';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadOrderSchemas } from '@/lib/api-client';

const responseSchema = () => loadOrderSchemas().then((m) => m.PayAgainResponseSchema);

/** POST /api/orders/{orderId}/pay-again: an unpaid order waits for its payment again (its items are reserved again). */
export function payAgain(orderId: number): Promise<PayAgainResponse> {
  return apiRequest(commerceApiPaths.payAgain(orderId), { method: 'POST', schema: responseSchema, auth: true });
}
