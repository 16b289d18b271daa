import type { CartLine, QuoteResponse } from '@dawa/shared/commerce/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadCartSchemas } from '@/lib/api-client';
import { getSessionUser } from '@/lib/auth/session';

const responseSchema = () => loadCartSchemas().then((m) => m.QuoteResponseSchema);

/** POST /api/cart/quote: today's prices, stock, promo discount, delivery and total of these lines. */
export function getCartQuote(lines: readonly CartLine[], promoCode: string | undefined, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiRequest(commerceApiPaths.cartQuote(), {
    method: 'POST',
    json: { lines, promoCode },
    schema: responseSchema,
    signal,
    // Signed in, the customer's own promo usage limits count too (a visitor is priced without them).
    auth: getSessionUser() !== null,
  });
}

export const cartQuoteQueryOptions = (lines: readonly CartLine[], promoCode: string | undefined) =>
  queryOptions({
    queryKey: ['cart', 'quote', lines, promoCode ?? null],
    queryFn: ({ signal }) => getCartQuote(lines, promoCode, signal),
    // A quantity change keeps the last totals on screen (marked as updating) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The quote of the cart as it is now; nothing is asked for an empty cart. */
export function useCartQuote(lines: readonly CartLine[], promoCode: string | undefined) {
  return useQuery({ ...cartQuoteQueryOptions(lines, promoCode), enabled: lines.length > 0 });
}
