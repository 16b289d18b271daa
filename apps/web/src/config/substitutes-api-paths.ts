/** GET: other makers' products with the same salt, strength and form (lazy: the product page's substitutes block and the prescription modal). */
export const substitutesApiPath = (productId: number | string) => `/api/products/${encodeURIComponent(String(productId))}/substitutes`;
