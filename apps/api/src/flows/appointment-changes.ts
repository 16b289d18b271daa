import { feeReturnPath, refundsOnCancel } from '@dawa/shared/care/appointment-rules';
import { appointmentAllows } from '@dawa/shared/care/appointment-state';
import type { RazorpayCheckout, RazorpayVerifyBody } from '@dawa/shared/commerce/payments';
import type {
  AppointmentPaymentResponse,
  CancelAppointmentResponse,
  PayAppointmentBody,
  PayAppointmentPhonePeBody,
  RescheduleBody,
} from '@dawa/shared/care/appointments';
import { inTransaction, type Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import type { AppointmentMailKind } from '../modules/appointments/appointment-mail.ts';
import {
  APPOINTMENT_NOT_FOUND,
  assertAppointmentMove,
  cancelAppointment,
  findAppointment,
  findExpiredHolds,
  findRemindersDue,
  isVisibleTo,
  lockAppointment,
  toAppointment,
  updateAppointmentDetails,
  type AppointmentsService,
  type Viewer,
} from '../modules/appointments/appointments.service.ts';
import { findLatestPaymentOfAppointment, findPaymentOfAppointment } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { newAppointmentTransactionId } from '../modules/payments/payable-order.ts';
import { PENDING_MESSAGE } from '../modules/payments/payment-status.ts';
import { queueAppointmentMail } from './appointment-mails.ts';
import { payAppointmentWithPhonePe } from './appointment-phonepe.ts';
import { INVALID_PAYMENT_REFERENCE } from './payments.ts';
import { checkChoice, startRazorpayAttempt } from './razorpay-attempt.ts';
import { confirmCheckout } from './razorpay-confirm.ts';
import { payFor } from './pay-attempt.ts';
import { admitPatientFee, appointmentPayable } from './payables.ts';
import { closeOpenAttemptOf, giveUpPayable, refreshPayment, refundPayment } from './settle-payment.ts';

export const HOLD_EXPIRED_REASON = 'Payment was not completed in time; the slot was released.';
export const CANCELLED_BY_PATIENT = 'Cancelled by the patient';
export const CANCELLED_BY_STAFF = 'Cancelled by staff';
export const PAID = 'Payment successful. Your appointment is confirmed.';
export const PAYMENT_FAILED = 'Your payment could not be processed. Please try again.';
export const CANCELLED_REFUNDED = 'Appointment cancelled. Your consultation fee will be refunded.';
export const CANCELLED_NO_REFUND = 'Appointment cancelled. Fees are refunded only for cancellations at least 4 hours before the start.';
export const CANCELLED = 'Appointment cancelled.';

/** At most this many appointments per sweep step; the next sweep continues. */
const BATCH = 100;

export interface AppointmentFlowsDeps {
  payments: PaymentsContext;
  appointments: AppointmentsService;
}

/** Booking, paying, moving and cancelling appointments, across the appointments and payments modules. */
export function createAppointmentFlows({ payments: ctx, appointments }: AppointmentFlowsDeps) {
  const { db } = ctx;

  /** The patient's mail of a change, queued in the change's own transaction. */
  const mailIn = (kind: AppointmentMailKind) => async (tx: Database, id: number) => {
    await queueAppointmentMail(tx, ctx.publicUrl, id, kind);
  };

  /** The fee's standing as the patient's screen shows it, asking the gateway while an attempt is open. */
  async function paymentAnswer(id: number): Promise<AppointmentPaymentResponse> {
    let latest = await findLatestPaymentOfAppointment(db, id);
    if (latest) latest = await refreshPayment(ctx, latest);
    const item = (await findAppointment(db, id))!;
    const appointment = toAppointment(item);
    if (appointment.paymentStatus === 'paid') return { appointment, paymentStatus: 'success', message: PAID };
    if (latest && (latest.status === 'initiated' || latest.status === 'pending'))
      return { appointment, paymentStatus: 'pending', message: PENDING_MESSAGE };
    return { appointment, paymentStatus: 'failed', message: appointment.status === 'cancelled' ? HOLD_EXPIRED_REASON : PAYMENT_FAILED };
  }

  /**
   * Cancels in one transaction (the appointment's lock held): a paid online fee goes to refund when
   * the cancellation is at least 4 hours before the start, and an attempt still open is closed at
   * the gateway. The refund itself goes through the provider right after the commit.
   */
  async function cancel(id: number, viewer: Viewer): Promise<CancelAppointmentResponse> {
    const now = ctx.now();
    const refunds: number[] = [];
    let refunded = false;
    await inTransaction(db, async (tx) => {
      const row = await lockAppointment(tx, id);
      if (!row || !(await isVisibleTo(tx, row, viewer))) throw notFound(APPOINTMENT_NOT_FOUND);
      // Refused before an attempt is closed or a refund started: a refused cancel changes nothing.
      assertAppointmentMove(row, { type: 'cancel', at: now, refund: false });
      const captured = row.paymentStatus === 'paid' ? await appointmentPayable.findCapturedAttempt(tx, id) : null;
      refunded = Boolean(captured) && refundsOnCancel(row.startsAt, now);
      refunds.push(...(await giveUpPayable(ctx, tx, appointmentPayable, id, { code: 'CANCELLED', refundCaptured: refunded })));
      await cancelAppointment(
        tx,
        row,
        { type: 'cancel', at: now, refund: refunded },
        viewer.id,
        viewer.id === row.patientId ? CANCELLED_BY_PATIENT : CANCELLED_BY_STAFF,
        now,
      );
      await queueAppointmentMail(tx, ctx.publicUrl, id, 'cancelled');
    });
    for (const paymentId of refunds) await refundPayment(ctx, paymentId);
    const item = await findAppointment(db, id);
    const message = refunded ? CANCELLED_REFUNDED : item?.appointment.paymentStatus === 'paid' ? CANCELLED_NO_REFUND : CANCELLED;
    return { appointment: toAppointment(item!), refunded, message };
  }

  return {
    /**
     * Opens Razorpay Checkout for a waiting online booking's fee (decision 050), through the one payment
     * engine (`payFor`, decision 065) holding the appointment's lock: the same choice
     * again answers the Razorpay order under way; another one replaces it.
     */
    async pay(id: number, patientId: number, body: PayAppointmentBody): Promise<RazorpayCheckout> {
      checkChoice(body);
      return payFor(ctx, appointmentPayable, id, admitPatientFee(patientId), (step) =>
        startRazorpayAttempt(ctx, step, {
          payFor: { appointmentId: id },
          merchantTransactionId: newAppointmentTransactionId(id),
          amountPaise: step.locked.feePaise,
          body,
          returnPath: feeReturnPath(id),
          description: 'Consultation fee',
        }),
      );
    },

    /** POST /api/appointments/{id}/pay/verify: Checkout's result for the fee, checked by its signature and Razorpay's answer. */
    async confirmPayment(id: number, patientId: number, proof: RazorpayVerifyBody): Promise<AppointmentPaymentResponse> {
      const item = await findAppointment(db, id);
      if (!item || item.appointment.patientId !== patientId) throw notFound(APPOINTMENT_NOT_FOUND);
      const payment = await findPaymentOfAppointment(db, id, proof.merchantTransactionId);
      if (!payment) throw notFound(INVALID_PAYMENT_REFERENCE);
      await confirmCheckout(ctx, payment, proof);
      return paymentAnswer(id);
    },

    /** POST /api/appointments/{id}/pay/phonepe: the fee through PhonePe's pay page (see payAppointmentWithPhonePe). */
    payWithPhonePe: (id: number, patientId: number, body: PayAppointmentPhonePeBody, returnOrigin?: string) =>
      payAppointmentWithPhonePe(ctx, id, patientId, body, returnOrigin),

    /** GET /api/appointments/{id}/payment: the patient's fee, settled from the gateway's answer once it has one. */
    async paymentStatus(id: number, patientId: number): Promise<AppointmentPaymentResponse> {
      const item = await findAppointment(db, id);
      if (!item || item.appointment.patientId !== patientId) throw notFound(APPOINTMENT_NOT_FOUND);
      return paymentAnswer(id);
    },

    cancel,

    /**
     * Books a slot (the appointments module's rules), with the confirmation mail in the booking's
     * transaction for a clinic visit; an online consultation's comes when its fee is paid.
     */
    book: (patientId: number, body: Parameters<AppointmentsService['book']>[1]) =>
      appointments.book(patientId, body, async (tx, id) => {
        if ((await lockAppointment(tx, id))?.status === 'scheduled') await queueAppointmentMail(tx, ctx.publicUrl, id, 'booked');
      }),

    async reschedule(id: number, viewer: Viewer, body: RescheduleBody) {
      return toAppointment(await appointments.reschedule(id, viewer, body, mailIn('rescheduled')));
    },

    /**
     * One sweep, off the request path: unpaid online bookings whose hold ran out are released (the
     * gateway asked one last time; an open attempt closed), then the reminder mails due go, each
     * marked sent in the same transaction that checks the appointment is still live at that time.
     */
    async sweep(now: Date = ctx.now()): Promise<{ released: number[]; reminders: number }> {
      const at = { ...ctx, now: () => now };
      const released: number[] = [];
      for (const { id } of await findExpiredHolds(db, now, BATCH)) {
        const latest = await findLatestPaymentOfAppointment(db, id);
        if (latest) await refreshPayment(at, latest);
        const refunds: number[] = [];
        const done = await inTransaction(db, async (tx) => {
          const row = await lockAppointment(tx, id);
          // Paid, cancelled or moved on since it was read: not this sweep's to release.
          if (!row || !appointmentAllows(row.status, 'hold_expired') || !row.paymentDueAt || row.paymentDueAt >= now) return false;
          refunds.push(...(await closeOpenAttemptOf(at, tx, appointmentPayable, id, 'closed', 'EXPIRED')));
          await cancelAppointment(tx, row, { type: 'hold_expired' }, null, HOLD_EXPIRED_REASON, now);
          return true;
        });
        for (const paymentId of refunds) await refundPayment(at, paymentId);
        if (done) released.push(id);
      }
      let reminders = 0;
      for (const item of await findRemindersDue(db, now, BATCH)) {
        const kind: AppointmentMailKind = item.appointment.startsAt.getTime() - now.getTime() <= 3_600_000 ? 'reminder_1h' : 'reminder_24h';
        const claimed = await inTransaction(db, async (tx) => {
          const row = await lockAppointment(tx, item.appointment.id);
          // Moved or cancelled since it was read: its reminder is not this one.
          if (
            !row ||
            (row.status !== 'scheduled' && row.status !== 'confirmed') ||
            row.startsAt.getTime() !== item.appointment.startsAt.getTime()
          )
            return false;
          if (kind === 'reminder_1h' ? row.reminder1hSentAt : row.reminder24hSentAt) return false;
          // The 1-hour reminder stands for both when the appointment was booked less than a day ahead.
          await updateAppointmentDetails(
            tx,
            row.id,
            kind === 'reminder_1h'
              ? { reminder1hSentAt: now, reminder24hSentAt: row.reminder24hSentAt ?? now }
              : { reminder24hSentAt: now },
            now,
          );
          // Claimed and queued together: a reminder is written once, and not for a patient who turned them off.
          return queueAppointmentMail(tx, ctx.publicUrl, row.id, kind);
        });
        if (claimed) reminders++;
      }
      return { released, reminders };
    },
  };
}
export type AppointmentFlows = ReturnType<typeof createAppointmentFlows>;
