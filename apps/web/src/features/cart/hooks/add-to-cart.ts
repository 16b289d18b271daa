import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { toast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n/translate';
import { cartStore, isSameLine, type StoredCartLine } from '../store/cart-store';

/** What the customer is told when the stock (or the per-item limit) stopped an add short. */
export function limitMessage(quantityInCart: number | undefined, maxQuantity: number): string {
  if (quantityInCart === undefined) return translate('common', 'cart.full', { max: MAX_CART_LINES });
  return maxQuantity < MAX_LINE_QUANTITY
    ? translate('common', 'cart.limitStock', { count: quantityInCart, max: maxQuantity })
    : translate('common', 'cart.limitPerItem', { count: quantityInCart, max: MAX_LINE_QUANTITY });
}

/**
 * Adds units to the cart (an existing line grows) and tells the customer: 'Item added to cart', or
 * why fewer were added. Answers whether anything went in.
 */
export function addToCart(line: StoredCartLine): boolean {
  const before = cartStore.lines().find((l) => isSameLine(l, line))?.quantity ?? 0;
  const outcome = cartStore.add(line);
  const after = cartStore.lines().find((l) => isSameLine(l, line))?.quantity;
  if (outcome === 'added') toast(translate('common', 'cart.added'));
  else toast(limitMessage(after, Math.min(line.maxQuantity, MAX_LINE_QUANTITY)), 'info');
  return (after ?? 0) > before;
}
