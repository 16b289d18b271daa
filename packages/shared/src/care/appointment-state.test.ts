import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, canChange, type AppointmentPaymentStatus, type AppointmentStatus } from './appointment-rules.ts';
import {
  APPOINTMENT_REFUSALS,
  APPOINTMENT_TRANSITIONS,
  appointmentAllows,
  appointmentTransition,
  bookedState,
  type AppointmentEvent,
  type AppointmentEventType,
  type AppointmentState,
} from './appointment-state.ts';

const startsAt = new Date('2026-11-24T06:30:00Z');
const before = new Date('2026-11-24T05:00:00Z');
const after = new Date('2026-11-24T06:40:00Z');
const appointment = (status: AppointmentStatus, paymentStatus: AppointmentPaymentStatus = 'pay_at_clinic'): AppointmentState => ({
  status,
  paymentStatus,
  startsAt,
});

/** One event of each type, at a time the clock rules accept. */
const EVENTS: Record<AppointmentEventType, AppointmentEvent> = {
  fee_paid: { type: 'fee_paid' },
  hold_expired: { type: 'hold_expired' },
  cancel: { type: 'cancel', at: before, refund: false },
  reschedule: { type: 'reschedule', at: before },
  complete: { type: 'complete', at: after },
  mark_no_show: { type: 'mark_no_show', at: after },
  fee_refunded: { type: 'fee_refunded' },
};

/** Every allowed row, written out by hand: from (status, fee status), event → to (status, fee status). */
const ALLOWED: [AppointmentState, AppointmentEvent, AppointmentStatus, AppointmentPaymentStatus][] = [
  [appointment('pending_payment', 'awaiting'), EVENTS.fee_paid, 'confirmed', 'paid'],
  [appointment('pending_payment', 'awaiting'), EVENTS.hold_expired, 'cancelled', 'unpaid'],
  [appointment('pending_payment', 'awaiting'), EVENTS.cancel, 'cancelled', 'awaiting'],
  [appointment('scheduled'), EVENTS.cancel, 'cancelled', 'pay_at_clinic'],
  [appointment('confirmed', 'paid'), EVENTS.cancel, 'cancelled', 'paid'],
  [appointment('confirmed', 'paid'), { type: 'cancel', at: before, refund: true }, 'cancelled', 'refund_pending'],
  [appointment('scheduled'), EVENTS.reschedule, 'scheduled', 'pay_at_clinic'],
  [appointment('confirmed', 'paid'), EVENTS.reschedule, 'confirmed', 'paid'],
  [appointment('scheduled'), EVENTS.complete, 'completed', 'pay_at_clinic'],
  [appointment('confirmed', 'paid'), EVENTS.complete, 'completed', 'paid'],
  [appointment('scheduled'), EVENTS.mark_no_show, 'no_show', 'pay_at_clinic'],
  [appointment('confirmed', 'paid'), EVENTS.mark_no_show, 'no_show', 'paid'],
  // A doctor marks at the start itself.
  [appointment('confirmed', 'paid'), { type: 'complete', at: startsAt }, 'completed', 'paid'],
  ...APPOINTMENT_STATUSES.map((status): [AppointmentState, AppointmentEvent, AppointmentStatus, AppointmentPaymentStatus] => [
    appointment(status, 'refund_pending'),
    EVENTS.fee_refunded,
    status,
    'refunded',
  ]),
];

/** The statuses from which each event may run (the table's rows, spelled out again so a change to the table shows here). */
const FROM: Record<AppointmentEventType, AppointmentStatus[]> = {
  fee_paid: ['pending_payment'],
  hold_expired: ['pending_payment'],
  cancel: ['pending_payment', 'scheduled', 'confirmed'],
  reschedule: ['scheduled', 'confirmed'],
  complete: ['scheduled', 'confirmed'],
  mark_no_show: ['scheduled', 'confirmed'],
  fee_refunded: [...APPOINTMENT_STATUSES],
};

describe('appointment table: allowed rows', () => {
  it.each(ALLOWED)('%o + %o', (from, event, status, paymentStatus) => {
    expect(appointmentTransition(from, event)).toEqual({ ok: true, status, paymentStatus });
  });

  it('holds the rows above and no others', () => {
    for (const type of Object.keys(FROM) as AppointmentEventType[])
      expect([...APPOINTMENT_TRANSITIONS[type].from].sort()).toEqual([...FROM[type]].sort());
  });

  it('starts a clinic visit scheduled and an online one waiting for its fee', () => {
    expect(bookedState('clinic')).toEqual({ status: 'scheduled', paymentStatus: 'pay_at_clinic' });
    expect(bookedState('online')).toEqual({ status: 'pending_payment', paymentStatus: 'awaiting' });
  });
});

describe('appointment table: refusals', () => {
  // Every pair the table leaves out, with the refusal of its event.
  const FORBIDDEN = (Object.keys(FROM) as AppointmentEventType[]).flatMap((type) =>
    APPOINTMENT_STATUSES.filter((status) => !FROM[type].includes(status)).map((status) => [status, type] as const),
  );
  it.each(FORBIDDEN)('%s refuses %s with its sentence', (status, type) => {
    const paymentStatus = status === 'pending_payment' ? 'awaiting' : 'paid';
    expect(appointmentTransition(appointment(status, paymentStatus), EVENTS[type])).toEqual({
      ok: false,
      refusal: APPOINTMENT_TRANSITIONS[type].refusal,
    });
    expect(appointmentAllows(status, type)).toBe(false);
  });

  it.each([
    ['a completed appointment is not cancelled', appointment('completed', 'paid'), EVENTS.cancel, APPOINTMENT_REFUSALS.locked],
    ['a cancelled one is not moved', appointment('cancelled', 'refunded'), EVENTS.reschedule, APPOINTMENT_REFUSALS.locked],
    ['an unpaid hold is not moved', appointment('pending_payment', 'awaiting'), EVENTS.reschedule, APPOINTMENT_REFUSALS.locked],
    ['a no-show is not marked again', appointment('no_show'), EVENTS.complete, APPOINTMENT_REFUSALS.notLive],
    ['an unpaid hold is not marked', appointment('pending_payment', 'awaiting'), EVENTS.mark_no_show, APPOINTMENT_REFUSALS.notLive],
    ['a confirmed booking takes no second fee', appointment('confirmed', 'paid'), EVENTS.fee_paid, APPOINTMENT_REFUSALS.notAwaitingPayment],
    ['a cancelled booking takes no fee', appointment('cancelled', 'unpaid'), EVENTS.fee_paid, APPOINTMENT_REFUSALS.notAwaitingPayment],
    [
      'a paid booking has no hold to release',
      appointment('confirmed', 'paid'),
      EVENTS.hold_expired,
      APPOINTMENT_REFUSALS.notAwaitingPayment,
    ],
    // The clock and the fee.
    [
      'no cancel once started',
      appointment('confirmed', 'paid'),
      { type: 'cancel', at: startsAt, refund: false },
      APPOINTMENT_REFUSALS.locked,
    ],
    ['no move once started', appointment('scheduled'), { type: 'reschedule', at: after }, APPOINTMENT_REFUSALS.locked],
    ['no mark before the start', appointment('scheduled'), { type: 'complete', at: before }, APPOINTMENT_REFUSALS.notStarted],
    [
      'no no-show before the start',
      appointment('confirmed', 'paid'),
      { type: 'mark_no_show', at: before },
      APPOINTMENT_REFUSALS.notStarted,
    ],
    [
      'no refund of a fee not paid',
      appointment('scheduled'),
      { type: 'cancel', at: before, refund: true },
      APPOINTMENT_REFUSALS.noRefundDue,
    ],
    ['no refund completed twice', appointment('cancelled', 'refunded'), EVENTS.fee_refunded, APPOINTMENT_REFUSALS.noRefundDue],
    ['no refund completed of a paid fee', appointment('completed', 'paid'), EVENTS.fee_refunded, APPOINTMENT_REFUSALS.noRefundDue],
  ] as const)('%s', (_name, from, event, refusal) => {
    expect(appointmentTransition(from, event)).toEqual({ ok: false, refusal });
  });
});

describe('the table and the screens agree', () => {
  it('shows Cancel and Reschedule (canChange) exactly where the table lets a patient cancel before the start', () => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(canChange({ status, startsAt, endsAt: after }, before)).toBe(appointmentAllows(status, 'cancel'));
      expect(canChange({ status, startsAt, endsAt: after }, after)).toBe(false);
    }
  });
});
