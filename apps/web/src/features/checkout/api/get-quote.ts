import type { CartLine, QuoteResponse } from '@dawa/shared/commerce/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadCartSchemas } from '@/lib/api-client';

const responseSchema = () => loadCartSchemas().then((m) => m.QuoteResponseSchema);

/** POST /api/cart/quote: the server prices the cart with today's prices, stock and the promo code. */
export function getQuote(lines: readonly CartLine[], promoCode: string | null, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiRequest(commerceApiPaths.cartQuote(), {
    method: 'POST',
    json: { lines, ...(promoCode ? { promoCode } : {}) },
    schema: responseSchema,
    signal,
  });
}

export const quoteQueryOptions = (lines: readonly CartLine[], promoCode: string | null) =>
  queryOptions({
    queryKey: ['checkout', 'quote', lines, promoCode],
    queryFn: ({ signal }) => getQuote(lines, promoCode, signal),
    // The old quote stays on screen (dimmed) while a changed cart is priced again.
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });

export function useQuote(lines: readonly CartLine[], promoCode: string | null) {
  return useQuery(quoteQueryOptions(lines, promoCode));
}
