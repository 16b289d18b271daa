import type { CartLine, ServerCart } from '@dawa/shared/commerce/cart';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest, loadCartSchemas } from '@/lib/api-client';

const responseSchema = () => loadCartSchemas().then((m) => m.ServerCartSchema);

/** GET /api/cart: the signed-in customer's cart as the server keeps it. */
export function getServerCart(): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cart(), { schema: responseSchema, auth: true });
}

/** PUT /api/cart: replaces the server's copy with the browser's lines. */
export function putServerCart(lines: CartLine[]): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cart(), { method: 'PUT', json: { lines }, schema: responseSchema, auth: true });
}

/** POST /api/cart/merge: on login, adds the visitor's lines to the customer's cart; answers the merged cart. */
export function mergeServerCart(lines: CartLine[]): Promise<ServerCart> {
  return apiRequest(commerceApiPaths.cartMerge(), { method: 'POST', json: { lines }, schema: responseSchema, auth: true });
}
