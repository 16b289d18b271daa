import type { CreateOrderBody, CreateOrderResponse } from '@dawa/shared/commerce/orders';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadOrderSchemas } from '@/lib/api-client';

const responseSchema = () => loadOrderSchemas().then((m) => m.CreateOrderResponseSchema);

/**
 * POST /api/orders/create. The Idempotency-Key makes a retried or double-clicked checkout return the
 * order already made instead of a second one.
 */
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiRequest(commerceApiPaths.createOrder(), {
    method: 'POST',
    json: body,
    schema: responseSchema,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
