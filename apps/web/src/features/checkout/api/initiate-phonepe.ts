import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PhonePeInitiateResponseSchema);

/** POST /api/payments/phonepe/initiate: answers the PhonePe page the browser goes to. */
export function initiatePhonePe(body: { orderId: number; amount: number; userPhone: string }): Promise<PhonePeInitiateResponse> {
  return apiRequest(commerceApiPaths.phonePeInitiate(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}
