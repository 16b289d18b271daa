import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PaymentVerificationSchema);

/** GET /api/payments/{merchantTransactionId}/status: where a gateway payment stands now. */
export function getPaymentStatus(merchantTransactionId: string, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiGet(commerceApiPaths.paymentStatus(merchantTransactionId), responseSchema, { signal, auth: true });
}
