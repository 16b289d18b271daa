import { inTransaction } from '../db/client.ts';
import { lockOrderForChange, tryMoveOrder } from '../modules/orders/order-transitions.ts';
import {
  insertPaymentEvent,
  openPaymentsOfWaitingOrders,
  ordersWaitingSince,
  paymentsAwaitingRefund,
} from '../modules/payments/attempts.ts';
import { PAYMENT_EXPIRED_CODE, PAYMENT_EXPIRED_REASON, PAYMENT_WINDOW_MS, type PaymentsContext } from '../modules/payments/context.ts';
import { applyOrderEffects } from './order-effects.ts';
import { closeOpenAttempt, refreshPayment, refundPayment } from './settle-payment.ts';

/** At most this many payments and orders per sweep, so one sweep stays short; the next one continues. */
const BATCH = 200;

export interface SweepResult {
  checked: number;
  expiredOrders: number[];
  refundsTried: number;
}

/**
 * One reconciliation pass (PhonePe §2.8: a callback may never come). Asks the provider about every
 * undecided payment of a waiting order and settles what it answers; then gives up on online-payment
 * orders still unpaid 30 minutes into their payment window (they become unpaid attempts, their stock
 * goes back, the open attempt is closed at the provider); then tries again refunds not yet accepted.
 */
export async function sweepPayments(ctx: PaymentsContext, now: Date = ctx.now()): Promise<SweepResult> {
  const at = { ...ctx, now: () => now };
  const open = await openPaymentsOfWaitingOrders(ctx.db, BATCH);
  for (const payment of open) {
    try {
      await refreshPayment(at, payment);
    } catch (error) {
      ctx.log.error({ err: error, merchantTransactionId: payment.merchantTransactionId }, 'payment reconciliation failed for one payment');
    }
  }
  const expired = await ordersWaitingSince(ctx.db, new Date(now.getTime() - PAYMENT_WINDOW_MS), BATCH);
  const refunds: number[] = [];
  for (const { id } of expired) {
    await inTransaction(ctx.db, async (tx) => {
      const order = await lockOrderForChange(tx, id);
      if (!order) return;
      refunds.push(...(await closeOpenAttempt(at, tx, id, 'closed', PAYMENT_EXPIRED_CODE)));
      await insertPaymentEvent(tx, { paymentId: null, kind: 'order_expired', accepted: true, detail: { orderId: id } });
      const moved = await tryMoveOrder(tx, order, { type: 'payment_failed', reason: PAYMENT_EXPIRED_REASON }, now);
      if (!('refused' in moved)) await applyOrderEffects(tx, order, moved.effects);
    });
  }
  if (expired.length > 0) ctx.log.info({ orderIds: expired.map((o) => o.id) }, 'unpaid orders given up after 30 minutes');
  const waitingRefunds = await paymentsAwaitingRefund(ctx.db, BATCH);
  for (const payment of waitingRefunds) {
    try {
      await refundPayment(at, payment.id);
    } catch (error) {
      ctx.log.error({ err: error, merchantTransactionId: payment.merchantTransactionId }, 'refund retry failed for one payment');
    }
  }
  return { checked: open.length, expiredOrders: expired.map((o) => o.id), refundsTried: waitingRefunds.length + refunds.length };
}
