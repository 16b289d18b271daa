import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { apiPaths } from '@/config/paths';
import { apiGet, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PaymentVerificationSchema);

/** GET /api/payments/{merchantTransactionId}/status: where a gateway payment stands now. */
export function getPaymentStatus(merchantTransactionId: string, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiGet(apiPaths.paymentStatus(merchantTransactionId), responseSchema, { signal, auth: true });
}
