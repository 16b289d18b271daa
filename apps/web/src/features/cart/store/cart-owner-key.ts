/** localStorage key saying whose server cart the browser cart mirrors (see hooks/use-cart-sync.ts). */
export const CART_OWNER_STORAGE_KEY = 'cart.owner';
