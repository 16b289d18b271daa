import type { CartSafetyResponse } from '@dawa/shared/assistant/knowledge/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drugKnowledgeApiPaths } from '@/config/drug-knowledge-api-paths';
import { apiRequest } from '@/lib/api-client';

const responseSchema = () => import('@dawa/shared/assistant/knowledge/schemas').then((m) => m.CartSafetyResponseSchema);

/** POST /api/ai/cart-safety: warnings for the products in the cart (same salt, interactions, daily maximum). */
export function checkCartSafety(productIds: readonly number[], signal?: AbortSignal): Promise<CartSafetyResponse> {
  return apiRequest(drugKnowledgeApiPaths.cartSafety(), { method: 'POST', json: { productIds }, schema: responseSchema, signal });
}

export const cartSafetyQueryOptions = (productIds: readonly number[]) =>
  queryOptions({
    // Sorted: the same products in another order give the same warnings.
    queryKey: ['ai', 'cart-safety', [...productIds].sort((a, b) => a - b)],
    queryFn: ({ signal }) => checkCartSafety(productIds, signal),
    staleTime: 5 * 60_000,
  });

/** The warnings of these products; nothing is asked for fewer than two (one product cannot clash). */
export function useCartSafety(productIds: readonly number[]) {
  return useQuery({ ...cartSafetyQueryOptions(productIds), enabled: new Set(productIds).size >= 2 });
}
