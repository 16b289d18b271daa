import type { AppliedPromo, CartLine } from '@dawa/shared/commerce/cart';
import { useMutation } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadCartSchemas } from '@/lib/api-client';
import { getSessionUser } from '@/lib/auth/session';

const responseSchema = () => loadCartSchemas().then((m) => m.ApplyPromoResponseSchema);

/** POST /api/apply-promo: the server evaluates the code against these lines; 4xx with the reason when it does not apply. */
export function applyPromo(body: { promoCode: string; lines: CartLine[] }): Promise<AppliedPromo> {
  return apiRequest(commerceApiPaths.applyPromo(), { method: 'POST', json: body, schema: responseSchema, auth: getSessionUser() !== null });
}

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}
