import { attemptTransition } from '@dawa/shared/commerce/payment-attempt-state';
import { inTransaction } from '../db/client.ts';
import { insertPaymentEvent, lockPayment, updatePayment, type PaymentRow } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';

/**
 * What PhonePe later says of a refund it took (PG_REFUND_COMPLETED / _FAILED webhooks, or the refund
 * status API). A completed or accepted refund is recorded; a failed one means the money did not go
 * back, so the payment returns to refund_pending with its refund id cleared, and the reconciliation
 * sweep asks PhonePe again under a new id (late money is always refunded, decision 012).
 */
export async function applyPhonePeRefundOutcome(
  ctx: PaymentsContext,
  payment: PaymentRow,
  merchantRefundId: string,
  state: string,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockPayment(tx, payment.id);
    if (!row || row.refundTransactionId !== merchantRefundId) {
      // A refund id we no longer wait for (already retried): recorded only.
      await insertPaymentEvent(tx, {
        paymentId: payment.id,
        kind: 'phonepe_refund_callback',
        accepted: true,
        detail: { merchantRefundId, state, applied: 'none' },
      });
      return;
    }
    // The money did not go back: refunded again (the attempt table's refund_failed row).
    const again = state === 'FAILED' ? attemptTransition(row.status, 'refund_failed') : null;
    if (again) {
      await updatePayment(tx, row.id, { status: again, refundTransactionId: null, refundedAt: null });
      ctx.log.error(
        { merchantTransactionId: row.merchantTransactionId, merchantRefundId },
        'PhonePe refund failed; the sweep refunds again',
      );
    }
    await insertPaymentEvent(tx, {
      paymentId: row.id,
      kind: 'phonepe_refund_callback',
      accepted: true,
      detail: { merchantRefundId, state, applied: again ? 'retry' : 'none' },
    });
  });
}
