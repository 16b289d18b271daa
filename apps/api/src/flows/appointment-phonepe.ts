import { feeReturnPath } from '@dawa/shared/care/appointment-rules';
import type { PayAppointmentPhonePeBody } from '@dawa/shared/care/appointments';
import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { inTransaction } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { APPOINTMENT_NOT_FOUND, assertAppointmentAllows, lockAppointment } from '../modules/appointments/appointments.service.ts';
import { findOpenPaymentOfAppointment } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { newAppointmentTransactionId } from '../modules/payments/payable-order.ts';
import { PHONEPE_MINIMUM, PHONEPE_MINIMUM_PAISE, startPhonePeAttempt } from './phonepe-attempt.ts';
import { closeAttempt, refundPayment } from './settle-payment.ts';

/**
 * Starts paying a waiting online booking's fee through PhonePe, like an order's (decision 012): one
 * transaction holds the appointment's lock, closes an open attempt (gateway or PhonePe) and opens the
 * new one. PhonePe returns the patient to /appointments?payment={id} at the address they are on; its
 * server-to-server callback (or the status query that page makes) confirms the appointment.
 */
export async function payAppointmentWithPhonePe(
  ctx: PaymentsContext,
  id: number,
  patientId: number,
  body: PayAppointmentPhonePeBody,
  returnOrigin?: string,
): Promise<PhonePeInitiateResponse> {
  const refunds: number[] = [];
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.patientId !== patientId) throw notFound(APPOINTMENT_NOT_FOUND);
    // Paying is open while the table would take the fee.
    assertAppointmentAllows(row, 'fee_paid');
    if (row.feePaise < PHONEPE_MINIMUM_PAISE) throw new AppError('conflict', PHONEPE_MINIMUM);
    const open = await findOpenPaymentOfAppointment(tx, id);
    if (open) refunds.push(...(await closeAttempt(ctx, tx, open, 'superseded', 'SUPERSEDED')));
    return startPhonePeAttempt(ctx, tx, {
      payFor: { appointmentId: id },
      merchantTransactionId: newAppointmentTransactionId(id),
      amountPaise: row.feePaise,
      userId: patientId,
      userPhone: body.userPhone,
      returnPath: feeReturnPath(id),
      returnOrigin,
    });
  });
  for (const paymentId of refunds) await refundPayment(ctx, paymentId);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
