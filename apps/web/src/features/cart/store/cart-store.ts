import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { createBrowserStore } from '@/lib/browser-store';

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

const sameLine = (a: { productId: number; variantId: number | null }, b: { productId: number; variantId: number | null }) =>
  a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

const clampQty = (quantity: number, max: number) => Math.max(1, Math.min(Math.floor(quantity), Math.max(1, max), MAX_LINE_QUANTITY));

function sanitizeLines(raw: unknown): StoredCartLine[] {
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

const store = createBrowserStore(CART_STORAGE_KEY, sanitizeLines);

export type AddOutcome = 'added' | 'limited';

/** The browser cart: add (increments an existing line), set quantity, remove, clear, replace (server sync). */
export const cartStore = {
  lines: store.get,
  subscribe: store.subscribe,
  /** Adds `line.quantity` units; 'limited' when the stock (or the per-item cap) stopped it short. */
  add(line: StoredCartLine): AddOutcome {
    let outcome: AddOutcome = 'added';
    store.set((lines) => {
      const existing = lines.find((l) => sameLine(l, line));
      const max = Math.min(line.maxQuantity, MAX_LINE_QUANTITY);
      const wanted = (existing?.quantity ?? 0) + line.quantity;
      if (wanted > max) outcome = 'limited';
      if (existing) return lines.map((l) => (l === existing ? { ...line, quantity: clampQty(wanted, max) } : l));
      if (lines.length >= MAX_CART_LINES) {
        outcome = 'limited';
        return lines;
      }
      return [...lines, { ...line, quantity: clampQty(wanted, max) }];
    });
    return outcome;
  },
  setQuantity(key: { productId: number; variantId: number | null }, quantity: number): void {
    store.set((lines) => lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQty(quantity, l.maxQuantity) } : l)));
  },
  remove(key: { productId: number; variantId: number | null }): void {
    store.set((lines) => lines.filter((l) => !sameLine(l, key)));
  },
  clear(): void {
    store.set([]);
  },
  replace(lines: StoredCartLine[]): void {
    store.set(sanitizeLines(lines));
  },
};

/** The cart's lines (re-renders on every change, in this tab and others). */
export const useCartLines = (): StoredCartLine[] => store.use();

/** Total number of units, for the header badge. */
export function useCartCount(): number {
  return useCartLines().reduce((sum, line) => sum + line.quantity, 0);
}

/** The lines as the API takes them. */
export function toApiLines(lines: readonly StoredCartLine[]) {
  return lines.map(({ productId, variantId, quantity, seenPricePaise }) => ({ productId, variantId, quantity, seenPricePaise }));
}
