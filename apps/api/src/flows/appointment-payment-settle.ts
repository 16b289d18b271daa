import type { Database } from '../db/client.ts';
import { appointmentAllows } from '@dawa/shared/care/appointment-state';
import { lockAppointment, moveAppointment, tryMoveAppointment } from '../modules/appointments/appointments.service.ts';
import { insertPaymentEvent, lockPayment, updatePayment, type PaymentRow } from '../modules/payments/attempts.ts';
import { answerDetail, isOpen } from '../modules/payments/payment-outcome.ts';
import type { ProviderAnswer } from '../providers/payments/types.ts';
import { queueAppointmentMail } from './appointment-mails.ts';

/**
 * A verified provider answer about an appointment's fee, in the caller's transaction: locks the
 * appointment, then the attempt (the order paying and settling use, so no deadlock). Exactly once:
 * only the open attempt of an appointment still waiting for its fee confirms it (and a unique index
 * admits one success per appointment); money for anything else (a replaced attempt, a hold that ran
 * out, a cancelled appointment) goes to refund_pending, and the caller refunds it after the commit.
 * Answers whether the payment needs a refund.
 */
export async function settleAppointmentAttempt(
  tx: Database,
  peek: PaymentRow & { appointmentId: number },
  answer: ProviderAnswer,
  event: { kind: string; always: boolean },
  now: Date,
  publicUrl: string,
): Promise<{ refund: boolean }> {
  const appointment = await lockAppointment(tx, peek.appointmentId);
  const payment = await lockPayment(tx, peek.id);
  if (!appointment || !payment) return { refund: false };
  const transactionId = answer.transactionId ?? payment.providerTransactionId ?? payment.merchantTransactionId;
  const waiting = appointmentAllows(appointment.status, 'fee_paid');
  let applied = 'none';
  if (answer.state === 'COMPLETED' && (isOpen(payment) || payment.status === 'failed' || payment.status === 'superseded')) {
    if (isOpen(payment) && waiting) {
      applied = 'paid';
      await updatePayment(tx, payment.id, {
        status: 'success',
        providerTransactionId: transactionId,
        responseCode: answer.responseCode ?? answer.code,
        lastCheckedAt: now,
      });
      await moveAppointment(tx, appointment, { type: 'fee_paid' }, now, { paymentDueAt: null });
      // Booked for good once the fee is in: the confirmation mail goes with the payment's transaction.
      await queueAppointmentMail(tx, publicUrl, appointment.id, 'booked');
    } else {
      applied = 'refund';
      await updatePayment(tx, payment.id, {
        status: 'refund_pending',
        providerTransactionId: transactionId,
        responseCode: answer.responseCode ?? answer.code,
        lastCheckedAt: now,
      });
    }
  } else if (answer.state === 'FAILED' && isOpen(payment)) {
    // The hold still runs: the patient may pay again with another instrument until it ends.
    applied = 'failed';
    await updatePayment(tx, payment.id, {
      status: 'failed',
      providerTransactionId: answer.transactionId ?? payment.providerTransactionId,
      responseCode: answer.code,
      lastCheckedAt: now,
    });
  } else {
    await updatePayment(tx, payment.id, { lastCheckedAt: now, ...(payment.status === 'initiated' ? { status: 'pending' as const } : {}) });
  }
  if (applied !== 'none' || event.always) {
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      kind: event.kind,
      accepted: true,
      detail: { ...answerDetail(answer), applied, appointmentId: appointment.id },
    });
  }
  return { refund: applied === 'refund' };
}

/** The provider took the refund of an appointment's fee: the attempt is refunded, and so is the appointment's fee when it was this one. */
export async function completeAppointmentRefund(tx: Database, payment: PaymentRow & { appointmentId: number }, now: Date): Promise<void> {
  const appointment = await lockAppointment(tx, payment.appointmentId);
  const row = await lockPayment(tx, payment.id);
  if (!appointment || row?.status !== 'refund_pending') return;
  await updatePayment(tx, payment.id, { status: 'refunded', refundedAt: now });
  await insertPaymentEvent(tx, {
    paymentId: payment.id,
    kind: 'refund',
    accepted: true,
    detail: { refundId: row.refundTransactionId, amountPaise: row.amountPaise },
  });
  // The table refuses when the fee was not this appointment's to give back (another attempt's money): nothing to write then.
  await tryMoveAppointment(tx, appointment, { type: 'fee_refunded' }, now);
}
