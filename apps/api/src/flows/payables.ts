import { appointmentAllows } from '@dawa/shared/care/appointment-state';
import { awaitsPayment } from '@dawa/shared/commerce/order-state';
import { notFound } from '../lib/app-error.ts';
import {
  APPOINTMENT_NOT_FOUND,
  assertAppointmentAllows,
  lockAppointment,
  moveAppointment,
  tryMoveAppointment,
  type AppointmentRow,
} from '../modules/appointments/appointments.service.ts';
import { lockOrderForChange, tryMoveOrder, type OrderRow } from '../modules/orders/order-transitions.ts';
import {
  findCapturedPaymentOfAppointment,
  findCapturedPaymentOfOrder,
  findOpenPaymentOfAppointment,
  findOpenPaymentOfOrder,
} from '../modules/payments/attempts.ts';
import type { Payable, PayableRef } from '../modules/payments/payable.ts';
import { failureReason } from '../modules/payments/payment-outcome.ts';
import { queueAppointmentMail } from './appointment-mails.ts';
import { applyOrderEffects } from './order-effects.ts';
import { queueMailOfEvent } from './order-mails.ts';

/** An order as a payable: it moves by the order state machine (decision 012), with its effects and mails. */
export const orderPayable: Payable<OrderRow> = {
  kind: 'order',
  lock: async (tx, id) => (await lockOrderForChange(tx, id)) ?? null,
  awaitsPayment: (order) => awaitsPayment(order),
  findOpenAttempt: findOpenPaymentOfOrder,
  findCapturedAttempt: findCapturedPaymentOfOrder,
  async onPaid(tx, order, { transactionId }, { now, publicUrl }) {
    const paid = { type: 'payment_succeeded', transactionId } as const;
    const moved = await tryMoveOrder(tx, order, paid, now);
    if ('refused' in moved) return;
    await applyOrderEffects(tx, order, moved.effects, now);
    await queueMailOfEvent(tx, publicUrl, order, paid);
  },
  async onPaymentFailed(tx, order, { payment, code }, { now }) {
    // Unpaid: its stock and promo use go back; the customer may pay again.
    const moved = await tryMoveOrder(tx, order, { type: 'payment_failed', reason: failureReason(payment, code) }, now);
    if (!('refused' in moved)) await applyOrderEffects(tx, order, moved.effects);
  },
  async onRefunded(tx, order, { payment }, { now, publicUrl }) {
    const transactionId = payment.providerTransactionId ?? payment.merchantTransactionId;
    // The order's own payment when the order waits for its refund; otherwise money it did not need.
    const event =
      order.paymentStatus === 'refund_pending'
        ? ({ type: 'refund_completed', transactionId } as const)
        : ({ type: 'extra_payment_refunded', transactionId } as const);
    const moved = await tryMoveOrder(tx, order, event, now);
    if (!('refused' in moved)) await queueMailOfEvent(tx, publicUrl, order, event);
  },
};

/** An appointment's consultation fee as a payable: it moves by the appointment state machine (decision 063). */
export const appointmentPayable: Payable<AppointmentRow> = {
  kind: 'appointment',
  lock: async (tx, id) => (await lockAppointment(tx, id)) ?? null,
  // Paying is open while the table would take the fee (the hold still runs).
  awaitsPayment: (appointment) => appointmentAllows(appointment.status, 'fee_paid'),
  findOpenAttempt: findOpenPaymentOfAppointment,
  findCapturedAttempt: findCapturedPaymentOfAppointment,
  async onPaid(tx, appointment, _paid, { now, publicUrl }) {
    await moveAppointment(tx, appointment, { type: 'fee_paid' }, now, { paymentDueAt: null });
    // Booked for good once the fee is in: the confirmation mail goes with the payment's transaction.
    await queueAppointmentMail(tx, publicUrl, appointment.id, 'booked');
  },
  // The hold still runs: the patient may pay again with another instrument until it ends.
  async onPaymentFailed() {},
  async onRefunded(tx, appointment, _refunded, { now }) {
    // The table refuses when the fee was not this appointment's to give back (another attempt's money): nothing to write then.
    await tryMoveAppointment(tx, appointment, { type: 'fee_refunded' }, now);
  },
};

/** Paying's check of an appointment's fee: the patient's own booking (anyone else's does not exist), still taking its fee. */
export const admitPatientFee =
  (patientId: number) =>
  (row: AppointmentRow | null): AppointmentRow => {
    if (!row || row.patientId !== patientId) throw notFound(APPOINTMENT_NOT_FOUND);
    assertAppointmentAllows(row, 'fee_paid');
    return row;
  };

/** The adapter of a payable kind: the one place that knows which things can be paid for. */
export function payableOf(ref: PayableRef): Payable<unknown> {
  return ref.kind === 'order' ? orderPayable : appointmentPayable;
}
