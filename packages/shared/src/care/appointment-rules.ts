/**
 * Pure rules of appointments (no zod, so list screens import them cheaply): statuses, the spec's tab
 * filters, the cancellation refund cut-off and when the video room opens.
 */
import { clinicDateOf } from './slots.ts';

export const APPOINTMENT_STATUSES = ['pending_payment', 'scheduled', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_TYPES = ['consultation', 'follow-up', 'prescription-review'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_PAYMENT_STATUSES = ['pay_at_clinic', 'awaiting', 'paid', 'unpaid', 'refund_pending', 'refunded'] as const;
export type AppointmentPaymentStatus = (typeof APPOINTMENT_PAYMENT_STATUSES)[number];
export const APPOINTMENT_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  consultation: 'Consultation',
  'follow-up': 'Follow-up',
  'prescription-review': 'Prescription Review',
};
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending_payment: 'Awaiting payment',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};
export const MODE_LABELS = { clinic: 'Clinic Visit', online: 'Online Consultation' } as const;

/** Statuses that hold their time (the database's exclusion constraints use the same rule). */
export const LIVE_STATUSES: readonly AppointmentStatus[] = ['pending_payment', 'scheduled', 'confirmed'];
export const isLive = (status: AppointmentStatus) => LIVE_STATUSES.includes(status);

/** An online booking holds its slot this long for the fee to be paid, then the slot is released. */
export const PAYMENT_HOLD_MINUTES = 10;
/** Cancelling at least this long before the start refunds an online fee. */
export const REFUND_CUTOFF_HOURS = 4;
/** The video room opens this long before the start and closes at the end. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** Reschedule offers this many days, starting tomorrow. */
export const RESCHEDULE_DAYS = 7;
/** The booking calendar shows this many days, starting today. */
export const CALENDAR_DAYS = 30;
export const REASON_MAX_LENGTH = 1000;

interface Timed {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The spec's tab filters, read on our statuses: Upcoming = still to come (until its end, so that a
 * consultation under way can be joined) and neither cancelled nor completed; Past = completed and in
 * the past, or dated before today and neither cancelled nor scheduled; Cancelled = cancelled. An
 * appointment can fall in no tab (scheduled, dated earlier today and never marked), as in the spec.
 */
export function tabsOf(appointment: Timed, now: Date): AppointmentTab[] {
  const tabs: AppointmentTab[] = [];
  const { status } = appointment;
  if (appointment.endsAt > now && status !== 'cancelled' && status !== 'completed') tabs.push('upcoming');
  const beforeToday = clinicDateOf(appointment.startsAt) < clinicDateOf(now);
  if ((status === 'completed' && appointment.startsAt < now) || (beforeToday && status !== 'cancelled' && status !== 'scheduled'))
    tabs.push('past');
  if (status === 'cancelled') tabs.push('cancelled');
  return tabs;
}

/** A live appointment that has not started can be cancelled or moved by its patient. */
export const canChange = (appointment: Timed, now: Date) => isLive(appointment.status) && appointment.startsAt > now;

/** Cancelling now gives a paid online fee back (at least 4 hours before the start). */
export const refundsOnCancel = (startsAt: Date, now: Date) => startsAt.getTime() - now.getTime() >= REFUND_CUTOFF_HOURS * 3_600_000;

/** Join Meeting is enabled from 10 minutes before the start to the end. */
export function roomIsOpen(appointment: Timed & { mode: 'clinic' | 'online' }, now: Date): boolean {
  if (appointment.mode !== 'online' || (appointment.status !== 'confirmed' && appointment.status !== 'scheduled')) return false;
  return now.getTime() >= appointment.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000 && now < appointment.endsAt;
}

/** The query parameter of /appointments that PhonePe returns the patient with: the appointment whose fee to check. */
export const FEE_RETURN_PARAM = 'payment';
/** Where PhonePe sends the patient back after paying an appointment's fee (a page of the web app). */
export const feeReturnPath = (appointmentId: number) => `/appointments?${FEE_RETURN_PARAM}=${appointmentId}`;
