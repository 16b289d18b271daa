import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAppointmentListResponseSchema,
  AppointmentListResponseSchema,
  AppointmentPaymentResponseSchema,
  AppointmentSchema,
  AvailableDaysResponseSchema,
  CancelAppointmentResponseSchema,
  REASON_REQUIRED_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
} from '@dawa/shared/care/appointments';
import { PAYMENT_HOLD_MINUTES } from '@dawa/shared/care/appointment-rules';
import { clinicDates, INVALID_DATE_MESSAGE, PAST_DATE_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from '@dawa/shared/care/slots';
import { OutboxResponseSchema } from '@dawa/shared/auth/schemas';
import { appointments, payments } from '../../src/db/schema/index.ts';
import { APPOINTMENT_NOT_FOUND, PATIENT_BUSY, RESCHEDULE_RANGE, SLOT_TAKEN } from '../../src/modules/appointments/appointments.service.ts';
import { CANCELLED, CANCELLED_NO_REFUND, CANCELLED_REFUNDED, HOLD_EXPIRED_REASON } from '../../src/flows/appointment-changes.ts';
import { expectError, expectReason } from '../helpers/accounts.ts';
import { createPaymentsTestApp as createTestApp, type PaymentsTestApp as TestApp } from '../payments/helpers.ts';
import { auditRowsOf, createAccount, setRole, type Account } from '../admin/staff-helpers.ts';
import { book, booked, bookingBody, createBookableDoctor, dayAhead, goodCard, payFeeByCard, slotsOf } from './helpers.ts';
import { doctorAvailability, doctorDateOverrides, doctors } from '../../src/db/schema/index.ts';

let t: TestApp;
let patient: Account;
let other: Account;
let admin: Account;
let doctor: Awaited<ReturnType<typeof createBookableDoctor>>;

beforeAll(async () => {
  t = await createTestApp();
  [patient, other, admin] = [
    await createAccount(t, 'user', 'asha'),
    await createAccount(t, 'user', 'ravi'),
    await createAccount(t, 'admin', 'chief'),
  ];
  doctor = await createBookableDoctor(t);
});
afterAll(() => t.close());

/** A refusal with this status whose message says `message` (validation answers prefix the field: 'Invalid field reason: ...'). */
function refused(res: Parameters<typeof expectError>[0], status: number, message?: string) {
  const body = expectError(res, status);
  if (message !== undefined) expect(body.message).toMatch(new RegExp(`(^|: )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return body;
}

const appointmentCount = async () => (await t.database.db.select({ n: count() }).from(appointments))[0]?.n ?? 0;
const get = (id: number, headers: Record<string, string>) => t.app.inject({ url: `/api/appointments/${id}`, headers });
const cancel = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers });
const reschedule = (id: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/appointments/${id}/reschedule`, headers, payload: payload as object });
const mails = async (to: string) =>
  OutboxResponseSchema.parse((await t.app.inject({ url: '/api/dev/outbox', query: { to } })).json()).mails;

async function paid(id: number) {
  for (let i = 0; i < 24; i++) {
    const res = await t.app.inject({ url: `/api/appointments/${id}/payment`, headers: patient.headers });
    expect(res.statusCode, res.body).toBe(200);
    const answer = AppointmentPaymentResponseSchema.parse(res.json());
    if (answer.paymentStatus !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway never settled');
}

describe('GET /api/doctors/{id}/slots', () => {
  it('answers 12-hour ranges from the weekly hours, per mode', async () => {
    const date = dayAhead(2);
    const clinic = await slotsOf(t, doctor.id, date, 'clinic');
    expect(clinic).toHaveLength(24);
    expect(clinic[0]).toMatchObject({ label: '8:00 AM - 8:30 AM', startTime: '08:00', endTime: '08:30' });
    const online = await slotsOf(t, doctor.id, date, 'online');
    expect(online.map((s) => s.label)).toEqual([
      '8:00 PM - 8:30 PM',
      '8:30 PM - 9:00 PM',
      '9:00 PM - 9:30 PM',
      '9:30 PM - 10:00 PM',
      '10:00 PM - 10:30 PM',
      '10:30 PM - 11:00 PM',
    ]);
  });

  it("refuses a bad or past date with the spec's message, and an unknown doctor with 404", async () => {
    refused(await t.app.inject({ url: `/api/doctors/${doctor.id}/slots`, query: { date: '2026-02-30' } }), 400, INVALID_DATE_MESSAGE);
    refused(await t.app.inject({ url: `/api/doctors/${doctor.id}/slots`, query: { date: 'tomorrow' } }), 400, INVALID_DATE_MESSAGE);
    refused(
      await t.app.inject({ url: `/api/doctors/${doctor.id}/slots`, query: { date: clinicDates(new Date(), -1, 1)[0]! } }),
      400,
      PAST_DATE_MESSAGE,
    );
    refused(await t.app.inject({ url: '/api/doctors/999999/slots', query: { date: dayAhead() } }), 404);
  });

  it('has no online slots for a doctor without online consultations', async () => {
    const clinicOnly = await createBookableDoctor(t, { offersOnlineConsultation: false });
    expect(await slotsOf(t, clinicOnly.id, dayAhead(), 'online')).toEqual([]);
  });
});

describe('GET /api/doctors/{id}/available-days', () => {
  const daysOf = async (doctorId: number, mode?: 'clinic' | 'online') => {
    const res = await t.app.inject({ url: `/api/doctors/${doctorId}/available-days`, query: mode ? { mode } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return AvailableDaysResponseSchema.parse(res.json());
  };

  it('spans the booking window and leaves out days on leave, days without hours and days fully booked', async () => {
    // Weekly hours on Mondays and Wednesdays only, one 30-minute online slot each, 45 days ahead.
    const picky = await createBookableDoctor(t, { bookingWindowDays: 45 });
    await t.database.db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, picky.id));
    await t.database.db
      .insert(doctorAvailability)
      .values(
        [1, 3].map((dayOfWeek) => ({ doctorId: picky.id, mode: 'online' as const, dayOfWeek, startTime: '21:00', endTime: '21:30' })),
      );
    const window = clinicDates(new Date(), 0, 45);
    const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    const open = window.filter((d) => d > window[0]! && (weekday(d) === 1 || weekday(d) === 3));
    const [leave, full, ...rest] = open;
    await t.database.db
      .insert(doctorDateOverrides)
      .values({ doctorId: picky.id, startDate: leave!, endDate: leave!, reason: 'Conference' });
    await booked(t, patient.headers, bookingBody(picky.id, full!, '21:00', { visitType: 'online' }));

    const online = await daysOf(picky.id, 'online');
    expect(online).toMatchObject({ mode: 'online', firstDate: window[0], lastDate: window[44] });
    // Today is left out of `open` (its one slot may have passed); the rest is exactly the free Mondays and Wednesdays.
    expect(online.days.filter((d) => d !== window[0])).toEqual(rest);
    expect(online.days).not.toContain(leave);
    expect(online.days).not.toContain(full);
    // The window reaches into the next month, so the calendar has a next month to offer.
    expect(online.lastDate.slice(0, 7)).not.toBe(online.firstDate.slice(0, 7));
    // No clinic hours at all: every day is greyed, and clinic is the default mode.
    expect((await daysOf(picky.id)).days).toEqual([]);
  });

  it('has no online days for a clinic-only doctor, and answers 404 for an unknown one and 400 for a bad mode', async () => {
    const clinicOnly = await createBookableDoctor(t, { offersOnlineConsultation: false });
    expect((await daysOf(clinicOnly.id, 'online')).days).toEqual([]);
    expect((await daysOf(clinicOnly.id, 'clinic')).days.length).toBeGreaterThanOrEqual(29);
    refused(await t.app.inject({ url: '/api/doctors/999999/available-days' }), 404);
    refused(await t.app.inject({ url: `/api/doctors/${doctor.id}/available-days`, query: { mode: 'phone' } }), 400);
  });
});

describe('booking', () => {
  it('needs a signed-in user', async () => {
    refused(await book(t, {}, bookingBody(doctor.id, dayAhead(), '09:00')), 401);
    refused(await t.app.inject({ url: '/api/appointments' }), 401);
  });

  it('books a clinic visit: scheduled at once, to be paid at the clinic; the slot is gone for others', async () => {
    const date = dayAhead(3);
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, date, '09:00'));
    expect(appointment).toMatchObject({
      status: 'scheduled',
      paymentStatus: 'pay_at_clinic',
      mode: 'clinic',
      feePaise: 50_000,
      appointmentDate: date,
      appointmentTime: '09:00',
      timeLabel: '9:00 AM - 9:30 AM',
      doctor: { registrationNumber: doctor.registrationNumber, medicalCouncil: 'DMC' },
    });
    expect(appointment.doctor.medicalCouncilName).toMatch(/Delhi/);
    expect((await slotsOf(t, doctor.id, date)).map((s) => s.startTime)).not.toContain('09:00');
    expectReason(refused(await book(t, other.headers, bookingBody(doctor.id, date, '09:00')), 409, SLOT_TAKEN), 'slot_taken');
  });

  it('charges the follow-up fee for a follow-up', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(3), '11:00', { appointmentType: 'follow-up' }));
    expect(appointment.feePaise).toBe(30_000);
  });

  it('does not let one patient hold two appointments at the same time, even with two doctors', async () => {
    const second = await createBookableDoctor(t);
    const date = dayAhead(4);
    await booked(t, patient.headers, bookingBody(doctor.id, date, '10:00'));
    refused(await book(t, patient.headers, bookingBody(second.id, date, '10:00')), 409, PATIENT_BUSY);
  });

  it('refuses bad input with a readable 4xx and writes nothing', async () => {
    const before = await appointmentCount();
    const date = dayAhead(5);
    const cases: [unknown, number, string | undefined][] = [
      [bookingBody(doctor.id, date, '09:00', { reason: 'x'.repeat(10_000) }), 400, REASON_TOO_LONG_MESSAGE],
      [bookingBody(doctor.id, date, '09:00', { reason: '   ' }), 400, REASON_REQUIRED_MESSAGE],
      [bookingBody(doctor.id, '2026-02-30', '09:00'), 400, INVALID_DATE_MESSAGE],
      [bookingBody(doctor.id, '30/11/2026', '09:00'), 400, INVALID_DATE_MESSAGE],
      [bookingBody(doctor.id, clinicDates(new Date(), -2, 1)[0]!, '09:00'), 400, PAST_DATE_MESSAGE],
      [bookingBody(doctor.id, date, '09:10'), 400, SLOT_UNAVAILABLE_MESSAGE],
      [bookingBody(doctor.id, date, '06:00'), 400, SLOT_UNAVAILABLE_MESSAGE],
      [bookingBody(doctor.id, date, '21:00'), 400, SLOT_UNAVAILABLE_MESSAGE], // an online hour, booked as a clinic visit
      [bookingBody(doctor.id, date, '25:00'), 400, undefined],
      [bookingBody(999_999, date, '09:00'), 404, undefined],
      [{ ...bookingBody(doctor.id, date, '09:00'), patientId: 1 }, 400, undefined],
    ];
    for (const [payload, status, message] of cases) refused(await book(t, patient.headers, payload), status, message);
    expect(await appointmentCount()).toBe(before);
  });
});

describe('who can see and change an appointment', () => {
  it("is the patient, that doctor's account and admins; anyone else gets 404 and changes nothing", async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(6), '12:00'));
    expect((await get(appointment.id, patient.headers)).statusCode).toBe(200);
    refused(await get(appointment.id, other.headers), 404, APPOINTMENT_NOT_FOUND);
    refused(await cancel(appointment.id, other.headers), 404, APPOINTMENT_NOT_FOUND);
    refused(
      await reschedule(appointment.id, other.headers, { appointmentDate: dayAhead(2), appointmentTime: '15:00' }),
      404,
      APPOINTMENT_NOT_FOUND,
    );
    refused(await get(999_999, patient.headers), 404, APPOINTMENT_NOT_FOUND);

    // Another doctor's account does not see it; this doctor's linked account does.
    const strangerDoctor = await createAccount(t, 'doctor', 'stranger');
    refused(await get(appointment.id, strangerDoctor.headers), 404);
    const own = await createAccount(t, 'doctor', 'own');
    await t.database.db.update(doctors).set({ userId: own.session.user.id }).where(eq(doctors.id, doctor.id));
    expect((await get(appointment.id, own.headers)).statusCode).toBe(200);

    expect((await get(appointment.id, admin.headers)).statusCode).toBe(200);
    const views = (await auditRowsOf(t, 'appointment', appointment.id)).filter((r) => r.action === 'view');
    expect(views.map((r) => r.actorRole).sort()).toEqual(['admin', 'doctor']);

    const row = await t.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row[0]?.status).toBe('scheduled');
    expect(row[0]?.startsAt.toISOString()).toBe(appointment.startsAt);
  });
});

describe('an online consultation', () => {
  it('holds its slot while the fee is paid through the gateway, then is confirmed; cancelling 4 hours ahead refunds it', async () => {
    const date = dayAhead(7);
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, date, '20:00', { visitType: 'online' }));
    expect(appointment).toMatchObject({ status: 'pending_payment', paymentStatus: 'awaiting', mode: 'online' });
    expect((await slotsOf(t, doctor.id, date, 'online')).map((s) => s.startTime)).not.toContain('20:00');

    const res = await payFeeByCard(t, appointment.id, patient.headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = await paid(appointment.id);
    expect(answer).toMatchObject({ paymentStatus: 'success', appointment: { status: 'confirmed', paymentStatus: 'paid' } });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(payment).toMatchObject({ status: 'success', amountPaise: 50_000, orderId: null, provider: 'razorpay', instrument: 'Card' });

    // Paying again is refused: the fee is taken once.
    refused(
      await t.app.inject({ method: 'POST', url: `/api/appointments/${appointment.id}/pay`, headers: patient.headers, payload: goodCard }),
      409,
    );

    const cancelled = CancelAppointmentResponseSchema.parse((await cancel(appointment.id, patient.headers)).json());
    expect(cancelled).toMatchObject({
      refunded: true,
      message: CANCELLED_REFUNDED,
      appointment: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(after?.status).toBe('refunded');
    const cancelMail = (await mails(patient.email)).find((m) => m.subject === 'Your appointment has been cancelled');
    expect(cancelMail?.attachments?.[0]?.content).toMatch(/METHOD:CANCEL/);
    expect(cancelMail?.attachments?.[0]?.content).toMatch(/STATUS:CANCELLED/);
    // Its time is free again.
    expect((await slotsOf(t, doctor.id, date, 'online')).map((s) => s.startTime)).toContain('20:00');
  });

  it("lists an unpaid booking with the server's hold (what My Appointments counts down), and the patient can cancel it unpaid", async () => {
    const date = dayAhead(8);
    const before = Date.now();
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, date, '21:00', { visitType: 'online' }));
    const due = new Date(appointment.paymentDueAt!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + PAYMENT_HOLD_MINUTES * 60_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + PAYMENT_HOLD_MINUTES * 60_000 + 1000);
    const listed = AppointmentListResponseSchema.parse(
      (await t.app.inject({ url: '/api/appointments', query: { tab: 'upcoming' }, headers: patient.headers })).json(),
    ).items.find((a) => a.id === appointment.id);
    expect(listed).toMatchObject({ status: 'pending_payment', paymentStatus: 'awaiting', paymentDueAt: appointment.paymentDueAt });

    const res = await cancel(appointment.id, patient.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(CancelAppointmentResponseSchema.parse(res.json())).toMatchObject({
      refunded: false,
      message: CANCELLED,
      appointment: { status: 'cancelled', paymentDueAt: null },
    });
    expect((await slotsOf(t, doctor.id, date, 'online')).map((s) => s.startTime)).toContain('21:00');
  });

  it('is cancelled without a refund less than 4 hours before the start', async () => {
    const soon = await createBookableDoctor(t);
    // Online hours all day, starting within the next hours.
    const { doctorAvailability } = await import('../../src/db/schema/index.ts');
    await t.database.db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, soon.id));
    await t.database.db.insert(doctorAvailability).values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        doctorId: soon.id,
        mode: 'online' as const,
        dayOfWeek,
        startTime: '00:00',
        endTime: '23:30',
      })),
    );
    const today = clinicDates(new Date(), 0, 1)[0]!;
    const tomorrow = dayAhead();
    // The third slot from now today, or (late in the evening, IST) tomorrow's first: the clinic date is the list's own.
    const todays = await slotsOf(t, soon.id, today, 'online');
    const [date, slot] = todays[2] ? [today, todays[2]] : [tomorrow, (await slotsOf(t, soon.id, tomorrow, 'online'))[0]!];
    if (new Date(slot.startsAt).getTime() - Date.now() >= 4 * 3_600_000) return expect.fail('expected a slot within 4 hours');
    const appointment = await booked(t, other.headers, bookingBody(soon.id, date, slot.startTime, { visitType: 'online' }));
    await payFeeByCard(t, appointment.id, other.headers);
    for (let i = 0; i < 24; i++) {
      const answer = AppointmentPaymentResponseSchema.parse(
        (await t.app.inject({ url: `/api/appointments/${appointment.id}/payment`, headers: other.headers })).json(),
      );
      if (answer.paymentStatus !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cancelled = CancelAppointmentResponseSchema.parse((await cancel(appointment.id, other.headers)).json());
    expect(cancelled).toMatchObject({
      refunded: false,
      message: CANCELLED_NO_REFUND,
      appointment: { status: 'cancelled', paymentStatus: 'paid' },
    });
  });

  it('releases the slot when the fee is not paid within the hold', async () => {
    const date = dayAhead(8);
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, date, '21:00', { visitType: 'online' }));
    const early = await t.app.services.appointmentFlows.sweep(new Date(Date.now() + 5 * 60_000));
    expect(early.released).not.toContain(appointment.id);
    const late = await t.app.services.appointmentFlows.sweep(new Date(Date.now() + 11 * 60_000));
    expect(late.released).toContain(appointment.id);
    const after = AppointmentSchema.parse((await get(appointment.id, patient.headers)).json());
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', cancellationReason: HOLD_EXPIRED_REASON });
    expect((await slotsOf(t, doctor.id, date, 'online')).map((s) => s.startTime)).toContain('21:00');
  });
});

describe('rescheduling', () => {
  it('moves to a free slot of the next 7 days from tomorrow and sends the moved calendar event', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(2), '13:00'));
    expectReason(
      refused(
        await reschedule(appointment.id, patient.headers, { appointmentDate: dayAhead(9), appointmentTime: '13:00' }),
        400,
        RESCHEDULE_RANGE,
      ),
      'reschedule_range',
    );
    refused(
      await reschedule(appointment.id, patient.headers, { appointmentDate: '2026-02-31', appointmentTime: '13:00' }),
      400,
      INVALID_DATE_MESSAGE,
    );
    refused(
      await reschedule(appointment.id, patient.headers, { appointmentDate: dayAhead(2), appointmentTime: '13:15' }),
      400,
      SLOT_UNAVAILABLE_MESSAGE,
    );
    const res = await reschedule(appointment.id, patient.headers, { appointmentDate: dayAhead(1), appointmentTime: '14:30' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = AppointmentSchema.parse(res.json());
    expect(moved).toMatchObject({
      appointmentDate: dayAhead(1),
      appointmentTime: '14:30',
      rescheduledFrom: appointment.startsAt,
      status: 'scheduled',
    });
    const mail = (await mails(patient.email)).find((m) => m.subject === 'Your appointment has been rescheduled');
    expect(mail?.attachments?.[0]?.content).toMatch(/SEQUENCE:1/);
    expect(mail?.attachments?.[0]?.content).toMatch(/METHOD:REQUEST/);
    // The old time is free; the new one is taken.
    const slots = (await slotsOf(t, doctor.id, dayAhead(2))).map((s) => s.startTime);
    expect(slots).toContain('13:00');
    expect((await slotsOf(t, doctor.id, dayAhead(1))).map((s) => s.startTime)).not.toContain('14:30');
  });

  it('cannot move onto a taken slot', async () => {
    await booked(t, other.headers, bookingBody(doctor.id, dayAhead(1), '16:00'));
    const mine = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(1), '16:30'));
    refused(await reschedule(mine.id, patient.headers, { appointmentDate: dayAhead(1), appointmentTime: '16:00' }), 409, SLOT_TAKEN);
  });
});

describe('reminders', () => {
  it('sends 24 hours and 1 hour before with a calendar file, once each; a moved appointment gets new ones, a cancelled one none', async () => {
    const remindDoctor = await createBookableDoctor(t);
    const visitor = await createAccount(t, 'user', 'reminded');
    const appointment = await booked(t, visitor.headers, bookingBody(remindDoctor.id, dayAhead(3), '10:00'));
    const start = new Date(appointment.startsAt).getTime();
    const reminders = async () => (await mails(visitor.email)).filter((m) => m.subject.startsWith('Reminder'));
    const sweep = (msBefore: number) => t.app.services.appointmentFlows.sweep(new Date(start - msBefore));

    await sweep(25 * 3_600_000);
    expect(await reminders()).toHaveLength(0);
    await sweep(23 * 3_600_000);
    await sweep(22 * 3_600_000);
    expect((await reminders()).map((m) => m.subject)).toEqual(['Reminder: your appointment is tomorrow']);
    expect((await reminders())[0]?.attachments?.[0]?.filename).toBe('appointment.ics');
    expect((await reminders())[0]?.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);
    expect((await reminders())[0]?.attachments?.[0]?.content).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z/);
    await sweep(50 * 60_000);
    await sweep(40 * 60_000);
    expect((await reminders()).map((m) => m.subject)).toEqual([
      'Reminder: your appointment starts in an hour',
      'Reminder: your appointment is tomorrow',
    ]);

    // Moved: the reminders start again for the new time.
    const second = await booked(t, visitor.headers, bookingBody(remindDoctor.id, dayAhead(2), '10:00'));
    const secondStart = new Date(second.startsAt).getTime();
    await t.app.services.appointmentFlows.sweep(new Date(secondStart - 23 * 3_600_000));
    expect(await reminders()).toHaveLength(3);
    const moved = AppointmentSchema.parse(
      (await reschedule(second.id, visitor.headers, { appointmentDate: dayAhead(2), appointmentTime: '15:00' })).json(),
    );
    await t.app.services.appointmentFlows.sweep(new Date(new Date(moved.startsAt).getTime() - 23 * 3_600_000));
    expect(await reminders()).toHaveLength(4);

    // Cancelled: nothing more goes.
    await cancel(moved.id, visitor.headers);
    await t.app.services.appointmentFlows.sweep(new Date(new Date(moved.startsAt).getTime() - 30 * 60_000));
    expect(await reminders()).toHaveLength(4);
  });
});

describe('My Appointments tabs', () => {
  it("follow the spec's filter rules", async () => {
    const person = await createAccount(t, 'user', 'tabs');
    const tabDoctor = await createBookableDoctor(t);
    const upcoming = await booked(t, person.headers, bookingBody(tabDoctor.id, dayAhead(2), '09:00'));
    const toCancel = await booked(t, person.headers, bookingBody(tabDoctor.id, dayAhead(2), '10:00'));
    await cancel(toCancel.id, person.headers);
    const past = (daysAgo: number, status: 'completed' | 'scheduled' | 'confirmed' | 'no_show') => ({
      patientId: person.session.user.id,
      doctorId: tabDoctor.id,
      mode: 'clinic' as const,
      reason: 'Check-up',
      startsAt: new Date(Date.now() - daysAgo * 86_400_000),
      endsAt: new Date(Date.now() - daysAgo * 86_400_000 + 30 * 60_000),
      status,
      feePaise: 50_000,
      paymentStatus: 'pay_at_clinic' as const,
    });
    const inserted = await t.database.db
      .insert(appointments)
      .values([past(3, 'completed'), past(4, 'scheduled'), past(5, 'no_show')])
      .returning({ id: appointments.id, status: appointments.status });
    const tab = async (name: string) =>
      AppointmentListResponseSchema.parse(
        (await t.app.inject({ url: '/api/appointments', query: { tab: name }, headers: person.headers })).json(),
      ).items.map((a) => a.id);
    expect(await tab('upcoming')).toEqual([upcoming.id]);
    const byStatus = Object.fromEntries(inserted.map((r) => [r.status, r.id]));
    // Completed, and dated before today and neither cancelled nor scheduled; a past 'scheduled' one is in no tab.
    expect(await tab('past')).toEqual([byStatus.completed, byStatus.no_show]);
    expect(await tab('cancelled')).toEqual([toCancel.id]);
    const upcomingList = AppointmentListResponseSchema.parse(
      (await t.app.inject({ url: '/api/appointments/upcoming/list', headers: person.headers })).json(),
    );
    expect(upcomingList.items.map((a) => a.id)).toEqual([upcoming.id]);
    refused(await t.app.inject({ url: '/api/appointments', query: { tab: 'later' }, headers: person.headers }), 400);
  });
});

describe('the admin Appointments section', () => {
  it('lists every appointment with filters, for admins only, and logs the read', async () => {
    const list = (query: Record<string, string>, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ url: '/api/admin/appointments', query, headers });
    refused(await list({}, patient.headers), 403);
    refused(await list({}, {}), 401);
    const all = AdminAppointmentListResponseSchema.parse((await list({ pageSize: '100' })).json());
    expect(all.total).toBeGreaterThan(5);
    const cancelledOnly = AdminAppointmentListResponseSchema.parse((await list({ status: 'cancelled' })).json());
    expect(cancelledOnly.items.length).toBeGreaterThan(0);
    expect(cancelledOnly.items.every((a) => a.status === 'cancelled')).toBe(true);
    const online = AdminAppointmentListResponseSchema.parse((await list({ mode: 'online', doctorId: String(doctor.id) })).json());
    expect(online.items.every((a) => a.mode === 'online' && a.doctor.id === doctor.id)).toBe(true);
    const byPatient = AdminAppointmentListResponseSchema.parse((await list({ patient: 'ravi' })).json());
    expect(byPatient.items.length).toBeGreaterThan(0);
    expect(byPatient.items.every((a) => a.patient.name.toLowerCase().includes('ravi') || a.patient.email.includes('ravi'))).toBe(true);
    const day = dayAhead(3);
    const onDay = AdminAppointmentListResponseSchema.parse((await list({ from: day, to: day })).json());
    expect(onDay.items.length).toBeGreaterThan(0);
    expect(onDay.items.every((a) => a.appointmentDate === day)).toBe(true);
    refused(await list({ from: '2026-13-01' }), 400);
    refused(await list({ from: dayAhead(3), to: dayAhead(1) }), 400);
    const reads = await t.database.db
      .select()
      .from((await import('../../src/db/schema/index.ts')).auditLog)
      .where(eq((await import('../../src/db/schema/index.ts')).auditLog.entityType, 'appointment'));
    expect(reads.filter((r) => r.action === 'view' && r.entityId === null).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a demoted admin at once', async () => {
    const former = await createAccount(t, 'admin', 'former');
    await setRole(t, former.session.user.id, 'user');
    refused(await t.app.inject({ url: '/api/admin/appointments', headers: former.headers }), 403);
  });
});

describe('the demo data', () => {
  it('gives the demo customer upcoming, past and cancelled appointments, and the demo doctor some today', async () => {
    const { users } = await import('../../src/db/schema/index.ts');
    const { clinicDateOf } = await import('@dawa/shared/care/slots');
    const { tabsOf } = await import('@dawa/shared/care/appointment-rules');
    const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'customer@dawa.in'));
    const [doctorAccount] = await t.database.db.select().from(users).where(eq(users.email, 'doctor@dawa.in'));
    const own = await t.database.db.select().from(appointments).where(eq(appointments.patientId, customer!.id));
    const now = new Date();
    const tabs = new Set(own.flatMap((a) => tabsOf(a, now)));
    expect([...tabs].sort()).toEqual(['cancelled', 'past', 'upcoming']);
    const [profile] = await t.database.db.select().from(doctors).where(eq(doctors.userId, doctorAccount!.id));
    const theirs = await t.database.db.select().from(appointments).where(eq(appointments.doctorId, profile!.id));
    const today = clinicDateOf(now);
    // Seeded around the time of seeding: at least the online one about to start is today or just after midnight.
    expect(theirs.filter((a) => a.status !== 'cancelled').length).toBeGreaterThanOrEqual(3);
    expect(theirs.some((a) => a.mode === 'online' && a.status === 'confirmed')).toBe(true);
    expect(theirs.some((a) => [today, clinicDateOf(new Date(now.getTime() + 86_400_000))].includes(clinicDateOf(a.startsAt)))).toBe(true);
  });
});

describe("the patient's data export", () => {
  it('holds their appointments', async () => {
    const res = await t.app.inject({ url: '/api/settings/download-data', headers: patient.headers });
    expect(res.statusCode, res.body).toBe(200);
    const exported = res.json<{ appointments: unknown[] }>().appointments.map((a) => AppointmentSchema.parse(a));
    expect(exported.length).toBeGreaterThan(3);
    expect(exported.every((a) => a.patient.id === patient.session.user.id)).toBe(true);
  });
});
