import type { CartLine, QuotedLine } from '@dawa/shared/commerce/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { CART_STORAGE_KEY, cartLines as store, clampQty, sameLine, sanitizeLines, useCartLines, type StoredCartLine } from './cart-lines';
import { promoStore } from './promo-store';

export { CART_STORAGE_KEY, useCartLines, type StoredCartLine };

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

/** The lines as the API takes them. */
export function toApiLines(lines: readonly StoredCartLine[]): CartLine[] {
  // An unknown seen price (0: a line that came from the server) is left out, so no false 'price changed'.
  return lines.map(({ productId, variantId, quantity, seenPricePaise }) =>
    seenPricePaise > 0 ? { productId, variantId, quantity, seenPricePaise } : { productId, variantId, quantity },
  );
}

/** The same cart line (product and pack)? */
export const isSameLine = sameLine;
