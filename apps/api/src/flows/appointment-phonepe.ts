import { feeReturnPath } from '@dawa/shared/care/appointment-rules';
import type { PayAppointmentPhonePeBody } from '@dawa/shared/care/appointments';
import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { AppError } from '../lib/app-error.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { newAppointmentTransactionId } from '../modules/payments/payable-order.ts';
import { PHONEPE_MINIMUM, PHONEPE_MINIMUM_PAISE, startPhonePeAttempt } from './phonepe-attempt.ts';
import { payFor } from './pay-attempt.ts';
import { admitPatientFee, appointmentPayable } from './payables.ts';

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
  return payFor(
    ctx,
    appointmentPayable,
    id,
    (found) => {
      const row = admitPatientFee(patientId)(found);
      if (row.feePaise < PHONEPE_MINIMUM_PAISE) throw new AppError('conflict', PHONEPE_MINIMUM);
      return row;
    },
    (step) =>
      startPhonePeAttempt(ctx, step, {
        payFor: { appointmentId: id },
        merchantTransactionId: newAppointmentTransactionId(id),
        amountPaise: step.locked.feePaise,
        userId: patientId,
        userPhone: body.userPhone,
        returnPath: feeReturnPath(id),
        returnOrigin,
      }),
  );
}
