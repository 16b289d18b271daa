import { openPaymentsOfWaitingOrders } from '../modules/payments/attempts.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from '../modules/payments/context.ts';
import { statusCheckDue } from '../providers/payments/phonepe-status-schedule.ts';
import { refreshPayment } from './settle-payment.ts';

/** PhonePe's schedule starts at 3 s between checks, so the job looks every 3 s. */
export const PHONEPE_POLL_SECONDS = 3;
const BATCH = 200;

/**
 * One pass of PhonePe's status checks: every open PhonePe payment of a waiting order that the
 * schedule says is due is asked about, and what PhonePe answers is settled (a webhook is best effort,
 * §3.6). Failures of one payment are logged and do not stop the others; PhonePe being down leaves the
 * payment pending for the next pass. Answers the ids asked.
 */
export async function pollPhonePeStatuses(ctx: PaymentsContext, now: Date = ctx.now()): Promise<string[]> {
  const at = { ...ctx, now: () => now };
  const due = (await openPaymentsOfWaitingOrders(ctx.db, BATCH)).filter(
    (payment) => payment.provider === PHONEPE_PROVIDER && statusCheckDue(payment.createdAt, payment.lastCheckedAt, now),
  );
  for (const payment of due) {
    try {
      await refreshPayment(at, payment);
    } catch (error) {
      ctx.log.error({ err: error, merchantTransactionId: payment.merchantTransactionId }, 'PhonePe status check failed for one payment');
    }
  }
  return due.map((payment) => payment.merchantTransactionId);
}
