import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadPaymentSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PaymentVerificationSchema);

/** GET /api/payments/phonepe/verify/{merchantTransactionId}: the server asks PhonePe where the payment stands. */
export function verifyPhonePe(merchantTransactionId: string, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiGet(commerceApiPaths.phonePeVerify(merchantTransactionId), responseSchema, { signal, auth: true });
}

/** While PhonePe still says pending, ask again now and then: the server-to-server callback may settle it. */
const PENDING_RECHECK_MS = 5000;

export const paymentVerificationQueryOptions = (merchantTransactionId: string) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'payment-verification', merchantTransactionId],
    queryFn: ({ signal }) => verifyPhonePe(merchantTransactionId, signal),
    refetchInterval: (query) => (query.state.data?.success && query.state.data.paymentStatus === 'pending' ? PENDING_RECHECK_MS : false),
    staleTime: 0,
  });

export function usePaymentVerification(merchantTransactionId: string) {
  return useQuery({ ...paymentVerificationQueryOptions(merchantTransactionId), enabled: merchantTransactionId !== '' });
}
