import type { AppliedPromo, CartLine, QuoteBody, QuoteResponse, QuotedLine, ServerCart } from '@dawa/shared/commerce/cart';
import { computeTotals, INVALID_PROMO_MESSAGE, type DeliveryRule } from '@dawa/shared/commerce/pricing';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPricingProducts } from './cart-pricing.repository.ts';
import * as repo from './cart.repository.ts';
import { priceLines, pricedForRules, type PricedCartLine } from './price-lines.ts';
import { evaluateCode } from './promo.service.ts';

/** Prices cart lines with the server's current data (one query for every product and pack). */
export async function priceCart(db: Database, lines: readonly CartLine[]): Promise<PricedCartLine[]> {
  return priceLines(
    lines,
    await findPricingProducts(
      db,
      lines.map((l) => l.productId),
    ),
  );
}

/** Takes ordered products out of the customer's server cart, in the order's transaction (the order holds them now). */
export async function forgetOrderedProducts(tx: Database, userId: number, productIds: readonly number[]): Promise<void> {
  await repo.removeCartProducts(tx, userId, productIds);
  // The order used the cart's code (or chose none): it does not wait for the next cart.
  await repo.saveCartPromo(tx, userId, null);
}

/** The public shape of a priced line (the response whitelist also drops the internal fields). */
function toQuoted({ available: _a, tags: _t, sku: _s, drugSchedule: _d, soldOnline: _o, ...line }: PricedCartLine): QuotedLine {
  return line;
}

const lineKey = (line: Pick<CartLine, 'productId' | 'variantId'>) => `${line.productId}:${line.variantId ?? ''}`;

export interface CartServiceOptions {
  now: () => Date;
  /** The delivery charge and free-delivery threshold in force (System Settings). */
  deliveryRule: () => Promise<DeliveryRule>;
}

/** Cart pricing and promo codes for everyone, and the signed-in customer's server copy of the cart. */
export function createCartService(db: Database, { now, deliveryRule }: CartServiceOptions) {
  return {
    /** Prices a cart with today's data: lines, changed prices, problems, the promo and the totals. */
    async quote(body: QuoteBody, userId: number | null): Promise<QuoteResponse> {
      const lines = await priceCart(db, body.lines);
      const rules = pricedForRules(lines);
      let promo: AppliedPromo | null = null;
      let promoError: string | null = null;
      if (body.promoCode) {
        const outcome = await evaluateCode(db, body.promoCode, rules, userId, now());
        if (outcome.ok)
          promo = {
            code: body.promoCode,
            discountPaise: outcome.discountPaise,
            description: outcome.description,
            limitNote: outcome.limitNote,
          };
        else promoError = outcome.message;
      }
      const delivery = await deliveryRule();
      const totals = computeTotals(rules, promo?.discountPaise ?? 0, delivery);
      return {
        lines: lines.map(toQuoted),
        ...totals,
        freeDeliveryAbovePaise: delivery.freeAbovePaise,
        promo: promo && { ...promo, discountPaise: totals.discountPaise },
        promoError,
        hasProblems: lines.some((l) => l.problem !== null),
        needsPrescription: lines.some((l) => l.available && l.requiresPrescription),
      };
    },

    /** POST /api/apply-promo: the discount of a code on these lines, or 400 with the reason it does not apply. */
    async applyPromo(code: string, cartLines: readonly CartLine[], userId: number | null): Promise<AppliedPromo> {
      const rules = pricedForRules(await priceCart(db, cartLines));
      const outcome = await evaluateCode(db, code, rules, userId, now());
      if (!outcome.ok) throw new AppError('invalid_input', outcome.message || INVALID_PROMO_MESSAGE);
      return { code, discountPaise: outcome.discountPaise, description: outcome.description, limitNote: outcome.limitNote };
    },

    /** The signed-in customer's saved cart, with its promo code (an empty cart has none). */
    async getCart(userId: number): Promise<ServerCart> {
      const lines = await repo.findCartLines(db, userId);
      return { lines, promoCode: lines.length > 0 ? await repo.findCartPromo(db, userId) : null };
    },

    /**
     * Saves the customer's cart as the browser holds it; lines of products no longer sold are left out.
     * The promo code is saved with it (left out: the saved one stays; an emptied cart keeps none).
     */
    async putCart(userId: number, lines: readonly CartLine[], promoCode?: string | null): Promise<ServerCart> {
      return inTransaction(db, async (tx) => {
        await repo.lockCartOwner(tx, userId);
        const priced = await priceCart(tx, lines);
        const kept = lines.filter((_, i) => priced[i]?.available);
        await repo.replaceCartLines(tx, userId, kept);
        const code = kept.length === 0 ? null : promoCode === undefined ? await repo.findCartPromo(tx, userId) : promoCode;
        return { lines: kept, promoCode: await repo.saveCartPromo(tx, userId, code) };
      });
    },

    /**
     * On login: adds the browser's lines to the saved ones (same product and pack: quantities added),
     * each capped by the stock and the product's per-order limit; answers and saves the merged cart.
     */
    async mergeCart(userId: number, browserLines: readonly CartLine[], browserPromo?: string | null): Promise<ServerCart> {
      return inTransaction(db, async (tx) => {
        await repo.lockCartOwner(tx, userId);
        const merged = new Map<string, CartLine>();
        for (const line of await repo.findCartLines(tx, userId)) merged.set(lineKey(line), { ...line });
        for (const line of browserLines) {
          const existing = merged.get(lineKey(line));
          if (!existing) merged.set(lineKey(line), { ...line });
          else merged.set(lineKey(line), { ...existing, ...line, quantity: existing.quantity + line.quantity });
        }
        const candidates = [...merged.values()].slice(0, MAX_CART_LINES);
        const priced = await priceCart(tx, candidates);
        const lines: CartLine[] = [];
        candidates.forEach((line, i) => {
          const price = priced[i];
          if (!price?.available) return;
          // An out-of-stock line stays at 1 so the cart can say 'Out of stock' rather than silently drop it.
          lines.push({ ...line, quantity: Math.max(1, Math.min(line.quantity, MAX_LINE_QUANTITY, price.maxPerOrder, price.stock)) });
        });
        await repo.replaceCartLines(tx, userId, lines);
        // The code applied in this browser wins; otherwise the one saved with the account's cart stays.
        const code = lines.length === 0 ? null : (browserPromo ?? (await repo.findCartPromo(tx, userId)));
        return { lines, promoCode: await repo.saveCartPromo(tx, userId, code) };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

/** The customer's saved cart (for my-data.json). */
export function savedCartOf(db: Database, userId: number): Promise<CartLine[]> {
  return repo.findCartLines(db, userId);
}

/** Empties the customer's saved cart, in the account deletion's transaction. */
export function forgetCartOf(tx: Database, userId: number): Promise<void> {
  return repo.deleteCartOf(tx, userId);
}
