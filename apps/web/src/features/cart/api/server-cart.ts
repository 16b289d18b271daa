import type { CartLine, ServerCart } from '@dawa/shared/commerce/cart';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadCartSchemas } from '@/lib/api-client';

const responseSchema = () => loadCartSchemas().then((m) => m.ServerCartSchema);

/** GET /api/cart: the signed-in customer's cart as the server keeps it. */
export function getServerCart(): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cart(), { schema: responseSchema, auth: true });
}

/** PUT /api/cart: replaces the server's copy with the browser's lines and applied promo code (null: none). */
export function putServerCart(lines: CartLine[], promoCode: string | null): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cart(), { method: 'PUT', json: { lines, promoCode }, schema: responseSchema, auth: true });
}

/** POST /api/cart/merge: on login, adds the visitor's lines (and code, if one is applied) to the customer's cart; answers the merged cart. */
export function mergeServerCart(lines: CartLine[], promoCode: string | null): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cartMerge(), {
    method: 'POST',
    json: { lines, ...(promoCode ? { promoCode } : {}) },
    schema: responseSchema,
    auth: true,
  });
}
