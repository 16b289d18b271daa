import type { GatewayChargeBody } from '@dawa/shared/commerce/payments';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.GatewayChargeResponseSchema);

export interface GatewayCharge {
  merchantTransactionId: string;
  paymentStatus: 'success' | 'failed' | 'pending';
}

/** POST /api/payments/gateway/charge: card, UPI or net banking; the gateway settles it a moment later. */
export function chargeGateway(body: GatewayChargeBody): Promise<GatewayCharge> {
  return apiRequest(apiPaths.gatewayCharge(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}
