import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/cart-limits';
import { createBrowserStore } from '@/lib/browser-store';

// The cart's stored lines and the header badge's count: the part of the cart every page's header reads,
// in the shell. The changes (cart-store.ts) load with the pages and buttons that make them (decision 067).

/** localStorage key of the cart (spec: the cart persists in browser storage). */
export const CART_STORAGE_KEY = 'cart';

/**
 * One line of the browser's cart. Besides what the API needs (productId, variantId, quantity and the
 * unit price the customer saw) it keeps what the header and the cart page show before the server's
 * quote arrives. Prices shown to pay always come from the quote (POST /api/cart/quote).
 */
export interface StoredCartLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  seenPricePaise: number;
  name: string;
  slug: string;
  image: string;
  variantLabel: string | null;
  /** Units available when added; quantity controls never go above it. */
  maxQuantity: number;
}

export const sameLine = (a: { productId: number; variantId: number | null }, b: { productId: number; variantId: number | null }) =>
  a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

export const clampQty = (quantity: number, max: number) => Math.max(1, Math.min(Math.floor(quantity), Math.max(1, max), MAX_LINE_QUANTITY));

export function sanitizeLines(raw: unknown): StoredCartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: StoredCartLine[] = [];
  for (const item of raw as Partial<StoredCartLine>[]) {
    if (!item || typeof item !== 'object') continue;
    const { productId, quantity } = item;
    if (typeof productId !== 'number' || !Number.isInteger(productId) || productId <= 0) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) continue;
    const variantId = typeof item.variantId === 'number' && Number.isInteger(item.variantId) ? item.variantId : null;
    const maxQuantity = typeof item.maxQuantity === 'number' && item.maxQuantity > 0 ? Math.floor(item.maxQuantity) : MAX_LINE_QUANTITY;
    if (lines.some((l) => sameLine(l, { productId, variantId }))) continue;
    lines.push({
      productId,
      variantId,
      quantity: clampQty(quantity, maxQuantity),
      seenPricePaise: typeof item.seenPricePaise === 'number' && Number.isInteger(item.seenPricePaise) ? item.seenPricePaise : 0,
      name: typeof item.name === 'string' ? item.name : '',
      slug: typeof item.slug === 'string' ? item.slug : String(productId),
      image: typeof item.image === 'string' ? item.image : '',
      variantLabel: typeof item.variantLabel === 'string' ? item.variantLabel : null,
      maxQuantity,
    });
    if (lines.length >= MAX_CART_LINES) break;
  }
  return lines;
}

/** The browser's cart lines, kept in localStorage (changed only through cartStore). */
export const cartLines = createBrowserStore(CART_STORAGE_KEY, sanitizeLines);

/** The cart's lines (re-renders on every change, in this tab and others). */
export const useCartLines = (): StoredCartLine[] => cartLines.use();

/** Total number of units, for the header badge. */
export function useCartCount(): number {
  return useCartLines().reduce((sum, line) => sum + line.quantity, 0);
}
