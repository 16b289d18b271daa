import type { CheckoutPrescription } from '@dawa/shared/prescriptions/review';
import { useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => import('@dawa/shared/prescriptions/review').then((m) => m.CheckoutPrescriptionsResponseSchema);

/** GET /api/checkout/prescriptions: my analysed or approved prescriptions, those naming the cart's products first. */
export function useCheckoutPrescriptions(productIds: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'checkout-prescriptions', [...productIds].sort((a, b) => a - b).join(',')],
    queryFn: async ({ signal }): Promise<CheckoutPrescription[]> =>
      (await apiGet(commerceApiPaths.checkoutPrescriptions(productIds), responseSchema, { signal, auth: true })).prescriptions,
    enabled,
    staleTime: 0,
  });
}
