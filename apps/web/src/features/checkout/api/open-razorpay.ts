import type { RazorpayCheckout, RazorpayOrderBody } from '@dawa/shared/commerce/payments';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadPaymentSchemas } from '@/lib/api-client';

const responseSchema = () => loadPaymentSchemas().then((m) => m.RazorpayCheckoutSchema);

/** POST /api/payments/razorpay/order: a Razorpay order for my order's total. Only the method is sent, never card data. */
export function openRazorpayOrder(body: RazorpayOrderBody): Promise<RazorpayCheckout> {
  return apiRequest(commerceApiPaths.razorpayOrder(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}

export { launchCheckout } from '@/lib/razorpay-checkout';
