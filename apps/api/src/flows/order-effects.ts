import type { OrderEffect } from '@dawa/shared/commerce/order-state';
import type { Database } from '../db/client.ts';
import { forgetOrderedProducts } from '../modules/cart/cart.service.ts';
import { redeemCode, releasePromoOf } from '../modules/cart/promo.service.ts';
import { releaseStock, reserveStock } from '../modules/catalog/stock.service.ts';
import { allocateBatches, returnBatches } from '../modules/catalog/stock-batches.service.ts';
import { documentsOf } from '../modules/orders/invoice-issue.ts';
import { packLinesOf, stockLinesOf, type OrderRow } from '../modules/orders/order-transitions.ts';

/**
 * Performs a transition's effects that live outside the orders tables, each through the module that
 * owns the table, in the caller's transaction (the order's lock is held). 'refund_payment' is not
 * here: money goes back through the provider after the transaction (settle-payment.ts).
 */
export async function applyOrderEffects(
  tx: Database,
  order: OrderRow,
  effects: readonly OrderEffect[],
  now: Date = new Date(),
): Promise<void> {
  const needsLines = effects.includes('release_stock') || effects.includes('reserve_stock') || effects.includes('clear_cart');
  const lines = needsLines ? await stockLinesOf(tx, order.id) : [];
  for (const effect of effects) {
    switch (effect) {
      case 'release_stock':
        await releaseStock(tx, lines);
        // A packed order's units go back to the batches they were taken from.
        await returnBatches(
          tx,
          (await packLinesOf(tx, order.id)).map((l) => l.orderItemId),
          { keepRecord: (await documentsOf(tx, order.id)).invoice !== null },
        );
        break;
      case 'allocate_batches':
        await allocateBatches(tx, await packLinesOf(tx, order.id), now);
        break;
      case 'reserve_stock':
        await reserveStock(tx, lines);
        break;
      case 'release_promo':
        await releasePromoOf(tx, order.id);
        break;
      case 'redeem_promo':
        if (order.promoCode) await redeemCode(tx, order.promoCode, order.userId, order.id);
        break;
      case 'clear_cart':
        // The paid products leave the customer's saved cart (the browser empties its own on the result page).
        await forgetOrderedProducts(
          tx,
          order.userId,
          lines.map((l) => l.productId),
        );
        break;
      default:
        // The orders module wrote its own columns (cancelled_at, dismissed_at); refunds follow the transaction.
        break;
    }
  }
}
