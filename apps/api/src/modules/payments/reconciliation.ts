import { inTransaction } from '../../db/client.ts';
import { markOrderPaymentFailed } from '../orders/payment-settlement.ts';
import { PAYMENT_EXPIRED_CODE, PAYMENT_EXPIRED_REASON, PAYMENT_WINDOW_MS, type PaymentsContext } from './context.ts';
import { refreshPayment } from './payment-status.ts';
import { failOpenPaymentsOfOrder, insertPaymentEvent, openPaymentsOfWaitingOrders, unpaidOrdersCreatedBefore } from './payments.repository.ts';

/** At most this many payments and orders per sweep, so one sweep stays short; the next one continues. */
const BATCH = 200;

export interface SweepResult {
  checked: number;
  expiredOrders: number[];
}

/**
 * One reconciliation pass (PhonePe §2.8: a callback may never come). Asks the provider about every
 * undecided payment of a waiting order and settles what it answers; then cancels online-payment orders
 * still unpaid 30 minutes after they were placed, which gives their stock back.
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
  const expired = await unpaidOrdersCreatedBefore(ctx.db, new Date(now.getTime() - PAYMENT_WINDOW_MS), BATCH);
  for (const { id } of expired) {
    await inTransaction(ctx.db, async (tx) => {
      await failOpenPaymentsOfOrder(tx, id, PAYMENT_EXPIRED_CODE);
      await insertPaymentEvent(tx, { paymentId: null, kind: 'order_expired', accepted: true, detail: { orderId: id } });
      await markOrderPaymentFailed(tx, id, PAYMENT_EXPIRED_REASON);
    });
  }
  if (expired.length > 0) ctx.log.info({ orderIds: expired.map((o) => o.id) }, 'unpaid orders cancelled after 30 minutes');
  return { checked: open.length, expiredOrders: expired.map((o) => o.id) };
}

/** Runs the sweep every `intervalSeconds` without keeping the process alive; returns the stop function. */
export function startPaymentReconciler(ctx: PaymentsContext, intervalSeconds: number): () => void {
  if (intervalSeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    // A slow provider must not make sweeps pile up.
    if (running) return;
    running = true;
    sweepPayments(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
