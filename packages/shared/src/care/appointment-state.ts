import { APPOINTMENT_STATUSES, LIVE_STATUSES, type AppointmentPaymentStatus, type AppointmentStatus } from './appointment-rules.ts';

/**
 * The appointment state machine (issue 25, item 3), like the orders' one: every writer of an
 * appointment's status or fee status asks `appointmentTransition` and writes what it answers, or
 * refuses with its reason (409). The table says from which statuses each event may run and where it
 * leaves the appointment; the clock rules (a change only before the start, a mark only after it) are
 * checked here too, from the time the writer passes in. Pure: no clock, no database.
 */

/** The part of an appointment the machine decides on. */
export interface AppointmentState {
  status: AppointmentStatus;
  paymentStatus: AppointmentPaymentStatus;
  startsAt: Date;
}

export type AppointmentEvent =
  /** The provider confirmed the online fee of a booking that still holds its slot. */
  | { type: 'fee_paid' }
  /** An online booking's hold ran out unpaid: its slot is released. */
  | { type: 'hold_expired' }
  /** The patient, their doctor or an admin cancels before the start; `refund` when a paid fee goes back (decided by the flow). */
  | { type: 'cancel'; at: Date; refund: boolean }
  /** Moved to another slot before the start (the status stays). */
  | { type: 'reschedule'; at: Date }
  /** The doctor marks a started consultation. */
  | { type: 'complete'; at: Date }
  | { type: 'mark_no_show'; at: Date }
  /** The provider took the refund of the appointment's fee. */
  | { type: 'fee_refunded' };

export type AppointmentEventType = AppointmentEvent['type'];

/** A refusal: the sentence, and the `reason` that tells it apart from other conflicts (the web words it). */
export interface AppointmentRefusal {
  message: string;
  reason?: string;
}

export const APPOINTMENT_REFUSALS = {
  locked: { message: 'This appointment can no longer be changed.', reason: 'appointment_locked' },
  notAwaitingPayment: { message: 'This appointment is not waiting for a payment.', reason: 'appointment_not_awaiting_payment' },
  notLive: { message: 'Only a scheduled or confirmed appointment can be marked completed or no-show.' },
  notStarted: { message: 'You can mark an appointment completed or no-show only after it has started.' },
  noRefundDue: { message: 'This appointment has no refund waiting.' },
} as const satisfies Record<string, AppointmentRefusal>;

/** Statuses a doctor may mark (and a patient may move): booked for good, not yet over. */
const BOOKED: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

/**
 * The table: from which statuses each event may run, the status it leaves ('same': the status
 * stays), and the refusal otherwise.
 */
export const APPOINTMENT_TRANSITIONS: {
  readonly [T in AppointmentEventType]: {
    from: readonly AppointmentStatus[];
    to: AppointmentStatus | 'same';
    refusal: AppointmentRefusal;
  };
} = {
  fee_paid: { from: ['pending_payment'], to: 'confirmed', refusal: APPOINTMENT_REFUSALS.notAwaitingPayment },
  hold_expired: { from: ['pending_payment'], to: 'cancelled', refusal: APPOINTMENT_REFUSALS.notAwaitingPayment },
  cancel: { from: LIVE_STATUSES, to: 'cancelled', refusal: APPOINTMENT_REFUSALS.locked },
  // An unpaid hold is not moved: it is paid for or released.
  reschedule: { from: BOOKED, to: 'same', refusal: APPOINTMENT_REFUSALS.locked },
  complete: { from: BOOKED, to: 'completed', refusal: APPOINTMENT_REFUSALS.notLive },
  mark_no_show: { from: BOOKED, to: 'no_show', refusal: APPOINTMENT_REFUSALS.notLive },
  // Any status (a cancelled or a completed appointment's fee may be on its way back); the fee status decides.
  fee_refunded: { from: APPOINTMENT_STATUSES, to: 'same', refusal: APPOINTMENT_REFUSALS.noRefundDue },
};

export type AppointmentTransition =
  { ok: true; status: AppointmentStatus; paymentStatus: AppointmentPaymentStatus } | { ok: false; refusal: AppointmentRefusal };

/** Whether the table lets this event run from this status (the clock and the fee aside). */
export function appointmentAllows(status: AppointmentStatus, type: AppointmentEventType): boolean {
  return APPOINTMENT_TRANSITIONS[type].from.includes(status);
}

/** The first state of a booking: a clinic visit is scheduled (paid at the clinic), an online one waits for its fee. */
export function bookedState(mode: 'clinic' | 'online'): { status: AppointmentStatus; paymentStatus: AppointmentPaymentStatus } {
  return mode === 'online'
    ? { status: 'pending_payment', paymentStatus: 'awaiting' }
    : { status: 'scheduled', paymentStatus: 'pay_at_clinic' };
}

/** The fee status an event leaves. */
function paymentAfter(state: AppointmentState, event: AppointmentEvent): AppointmentPaymentStatus {
  switch (event.type) {
    case 'fee_paid':
      return 'paid';
    case 'hold_expired':
      return 'unpaid';
    case 'cancel':
      return event.refund ? 'refund_pending' : state.paymentStatus;
    case 'fee_refunded':
      return 'refunded';
    default:
      return state.paymentStatus;
  }
}

/** The clock's and the fee's refusal of an event the table allows, if any. */
function otherRefusal(state: AppointmentState, event: AppointmentEvent): AppointmentRefusal | null {
  switch (event.type) {
    case 'cancel':
    case 'reschedule':
      return state.startsAt > event.at ? null : APPOINTMENT_REFUSALS.locked;
    case 'complete':
    case 'mark_no_show':
      return event.at >= state.startsAt ? null : APPOINTMENT_REFUSALS.notStarted;
    case 'fee_refunded':
      return state.paymentStatus === 'refund_pending' ? null : APPOINTMENT_REFUSALS.noRefundDue;
    default:
      return null;
  }
}

/** The next state of an appointment after an event, or the refusal. */
export function appointmentTransition(state: AppointmentState, event: AppointmentEvent): AppointmentTransition {
  const row = APPOINTMENT_TRANSITIONS[event.type];
  if (!row.from.includes(state.status)) return { ok: false, refusal: row.refusal };
  const refusal = otherRefusal(state, event);
  if (refusal) return { ok: false, refusal };
  // Only paid money goes back.
  if (event.type === 'cancel' && event.refund && state.paymentStatus !== 'paid')
    return { ok: false, refusal: APPOINTMENT_REFUSALS.noRefundDue };
  return { ok: true, status: row.to === 'same' ? state.status : row.to, paymentStatus: paymentAfter(state, event) };
}
