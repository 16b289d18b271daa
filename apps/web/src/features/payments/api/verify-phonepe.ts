import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, apiRequest, loadPaymentSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadPaymentSchemas().then((m) => m.PaymentVerificationSchema);

/** GET /api/payments/phonepe/verify/{merchantTransactionId}: the server asks PhonePe where the payment stands. */
export function verifyPhonePe(merchantTransactionId: string, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiGet(commerceApiPaths.phonePeVerify(merchantTransactionId), responseSchema, { signal, auth: true });
}

/** What Razorpay Checkout handed the browser (in the return page's query). */
export interface RazorpayProof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Checkout's result from the page's query, when it carries one. */
export function razorpayProofOf(search: URLSearchParams): RazorpayProof | null {
  const [payment, order, signature] = ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'].map((key) => search.get(key));
  return payment && order && signature ? { razorpay_payment_id: payment, razorpay_order_id: order, razorpay_signature: signature } : null;
}

/** POST /api/payments/razorpay/verify: the server checks Checkout's signature and asks Razorpay (decision 050). */
export function verifyRazorpay(merchantTransactionId: string, proof: RazorpayProof, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiRequest(commerceApiPaths.razorpayVerify(), {
    method: 'POST',
    json: { merchantTransactionId, ...proof },
    schema: responseSchema,
    auth: true,
    signal,
  });
}

/** While PhonePe still says pending, ask again now and then: the server-to-server callback may settle it. */
const PENDING_RECHECK_MS = 5000;

export const paymentVerificationQueryOptions = (merchantTransactionId: string, proof: RazorpayProof | null = null) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'payment-verification', merchantTransactionId],
    // Razorpay's result is verified once by its signature; asking again (pending) is a status check.
    queryFn: ({ signal, client }) =>
      proof && !client.getQueryData([...ME_QUERY_KEY, 'payment-verification', merchantTransactionId])
        ? verifyRazorpay(merchantTransactionId, proof, signal)
        : verifyPhonePe(merchantTransactionId, signal),
    refetchInterval: (query) => (query.state.data?.success && query.state.data.paymentStatus === 'pending' ? PENDING_RECHECK_MS : false),
    staleTime: 0,
  });

export function usePaymentVerification(merchantTransactionId: string, proof: RazorpayProof | null = null) {
  return useQuery({ ...paymentVerificationQueryOptions(merchantTransactionId, proof), enabled: merchantTransactionId !== '' });
}
