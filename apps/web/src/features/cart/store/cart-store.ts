import type { CartLine, QuotedLine } from '@dawa/shared/commerce/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { createBrowserStore } from '@/lib/browser-store';
import { promoStore } from './promo-store';

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
  /** Empties the cart; an applied promo code goes with it (there is nothing left to discount). */
  clear(): void {
    store.set([]);
    promoStore.clear();
  },
  replace(lines: StoredCartLine[]): void {
    store.set(sanitizeLines(lines));
  },
  /**
   * Takes the server's copy of a signed-in customer's cart (GET /api/cart, POST /api/cart/merge).
   * The server keeps only ids and quantities: names and pictures known here are kept, the rest
   * arrive with the next quote (see `reconcile`).
   */
  fromServer(serverLines: readonly CartLine[]): void {
    const current = store.get();
    store.set(
      sanitizeLines(
        serverLines.map((line) => {
          const key = { productId: line.productId, variantId: line.variantId ?? null };
          const known = current.find((l) => sameLine(l, key));
          return {
            ...(known ?? { name: '', slug: String(line.productId), image: '', variantLabel: null, maxQuantity: MAX_LINE_QUANTITY }),
            ...key,
            quantity: line.quantity,
            seenPricePaise: line.seenPricePaise ?? known?.seenPricePaise ?? 0,
          };
        }),
      ),
    );
  },
  /**
   * Brings the stored lines in step with a quote of `sent` (the lines as they were when quoted):
   * today's names and pictures, the pack the server chose for a line added without one (so adding
   * the same pack from the product page later joins that line), and the stock as the ceiling of
   * the quantity controls. Quantities are never lowered here: a line above the stock shows the
   * quote's problem until the customer changes it. Does nothing when the cart changed meanwhile.
   */
  reconcile(sent: readonly StoredCartLine[], quoted: readonly QuotedLine[]): void {
    const current = store.get();
    const unchanged =
      current.length === sent.length &&
      quoted.length === sent.length &&
      current.every((l, i) => sent[i] !== undefined && sameLine(l, sent[i]) && l.quantity === sent[i].quantity);
    if (!unchanged) return;
    const next: StoredCartLine[] = [];
    current.forEach((line, i) => {
      const q = quoted[i];
      if (!q) return;
      const updated: StoredCartLine = {
        ...line,
        variantId: line.variantId ?? q.variantId,
        name: q.name || line.name,
        slug: q.slug || line.slug,
        image: q.image || line.image,
        variantLabel: q.variantLabel ?? line.variantLabel,
        seenPricePaise: line.seenPricePaise > 0 ? line.seenPricePaise : q.unitPricePaise,
        maxQuantity: Math.min(MAX_LINE_QUANTITY, Math.max(Math.min(q.stock, q.maxPerOrder), line.quantity)),
      };
      const twin = next.find((l) => sameLine(l, updated));
      if (twin) twin.quantity = Math.min(twin.quantity + updated.quantity, twin.maxQuantity);
      else next.push(updated);
    });
    if (JSON.stringify(next) !== JSON.stringify(current)) store.set(next);
  },
};

/** The cart's lines (re-renders on every change, in this tab and others). */
export const useCartLines = (): StoredCartLine[] => store.use();

/** Total number of units, for the header badge. */
export function useCartCount(): number {
  return useCartLines().reduce((sum, line) => sum + line.quantity, 0);
}

/** The lines as the API takes them. */
export function toApiLines(lines: readonly StoredCartLine[]): CartLine[] {
  // An unknown seen price (0: a line that came from the server) is left out, so no false 'price changed'.
  return lines.map(({ productId, variantId, quantity, seenPricePaise }) =>
    seenPricePaise > 0 ? { productId, variantId, quantity, seenPricePaise } : { productId, variantId, quantity },
  );
}

/** The same cart line (product and pack)? */
export const isSameLine = sameLine;
