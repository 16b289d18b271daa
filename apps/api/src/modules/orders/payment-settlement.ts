import { and, eq, inArray, sql } from 'drizzle-orm';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import type { Database } from '../../db/client.ts';
import { cartItems, orderEvents, orderItems, orders, promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import { returnOrderStock } from './stock.repository.ts';

/**
 * What happens to an order when its payment provider gives a verified answer. Only the payments
 * module calls these, inside the transaction that records the provider's answer; the browser never can.
 */

/** The provider confirmed the money: the order is paid and confirmed. A late success on an order already cancelled goes to refund. */
export async function markOrderPaid(tx: Database, orderId: number, transactionId: string): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'refund_pending' || order.paymentStatus === 'refunded') return;
  if (order.status === 'cancelled') {
    await tx.update(orders).set({ paymentStatus: 'refund_pending', updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      status: 'Payment Received',
      location: PHARMACY_NAME,
      description: `Payment ${transactionId} arrived after the order was cancelled; it will be refunded in 7-10 business days.`,
    });
    return;
  }
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', status: order.status === 'pending' ? 'confirmed' : order.status, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  // The paid products leave the customer's saved cart (the browser empties its own on the result page).
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.productId, tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId)))));
  await tx.insert(orderEvents).values([
    { orderId, status: 'Payment Received', location: PHARMACY_NAME, description: `Payment received (transaction ${transactionId}).` },
    ...(order.status === 'pending'
      ? [{ orderId, status: 'Order Confirmed', location: PHARMACY_NAME, description: 'Your order is confirmed and being prepared.' }]
      : []),
  ]);
}

/**
 * The provider said the payment failed: the order is cancelled, its stock and promo use are given
 * back. Only an order still waiting for its payment is affected (a paid order stays paid).
 */
export async function markOrderPaymentFailed(tx: Database, orderId: number, reason: string): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || order.paymentStatus !== 'pending' || order.status !== 'pending') return;
  const now = new Date();
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', status: 'cancelled', cancelledAt: now, currentLocation: 'Cancelled', updatedAt: now })
    .where(eq(orders.id, orderId));
  await returnOrderStock(tx, orderId);
  await releasePromo(tx, orderId);
  await tx.insert(orderEvents).values({ orderId, status: 'Payment Failed', location: PHARMACY_NAME, description: reason });
}

/** Gives an order's promo use back (cancelled or unpaid orders do not count against a code's limits). */
export async function releasePromo(tx: Database, orderId: number): Promise<void> {
  const released = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ code: promoRedemptions.code });
  if (released.length === 0) return;
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
    .where(and(inArray(promoCodes.code, released.map((r) => r.code))));
}
