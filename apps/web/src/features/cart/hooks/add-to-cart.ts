import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { toast } from '@/components/ui/toast';
import { cartStore, isSameLine, type StoredCartLine } from '../store/cart-store';

export const ITEM_ADDED = 'Item added to cart';

/** What the customer is told when the stock (or the per-item limit) stopped an add short. */
export function limitMessage(quantityInCart: number | undefined, maxQuantity: number): string {
  if (quantityInCart === undefined) return `Your cart is full: it holds up to ${MAX_CART_LINES} different items.`;
  const reason = maxQuantity < MAX_LINE_QUANTITY ? `only ${maxQuantity} in stock` : `at most ${MAX_LINE_QUANTITY} per item`;
  return `Your cart has ${quantityInCart} of this item, the most you can order (${reason}).`;
}

/**
 * Adds units to the cart (an existing line grows) and tells the customer: 'Item added to cart', or
 * why fewer were added. Answers whether anything went in.
 */
export function addToCart(line: StoredCartLine): boolean {
  const before = cartStore.lines().find((l) => isSameLine(l, line))?.quantity ?? 0;
  const outcome = cartStore.add(line);
  const after = cartStore.lines().find((l) => isSameLine(l, line))?.quantity;
  if (outcome === 'added') toast(ITEM_ADDED);
  else toast(limitMessage(after, Math.min(line.maxQuantity, MAX_LINE_QUANTITY)), 'info');
  return (after ?? 0) > before;
}
