import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PhonePeInitiateResponseSchema);

/** POST /api/payments/phonepe/initiate: answers the PhonePe page the browser goes to. */
export function initiatePhonePe(body: { orderId: number; amount: number; userPhone: string }): Promise<PhonePeInitiateResponse> {
  return apiRequest(apiPaths.phonePeInitiate(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}
