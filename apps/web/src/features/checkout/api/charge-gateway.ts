import type { GatewayChargeBody } from '@dawa/shared/commerce/payments';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.GatewayChargeResponseSchema);

export interface GatewayCharge {
  merchantTransactionId: string;
  paymentStatus: 'success' | 'failed' | 'pending';
}

/** POST /api/payments/gateway/charge: card, UPI or net banking; the gateway settles it a moment later. */
export function chargeGateway(body: GatewayChargeBody): Promise<GatewayCharge> {
  return apiRequest(commerceApiPaths.gatewayCharge(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}
