import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentPaymentResponseSchema } from '@dawa/shared/care/appointments';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createMailRelay } from '../../src/modules/outbox/outbox.service.ts';
import type { Mailer, MailMessage } from '../../src/providers/mail/types.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp as createTestApp, type PaymentsTestApp as TestApp } from '../payments/helpers.ts';
import { book, booked, bookingBody, createBookableDoctor, dayAhead, payFeeByCard } from './helpers.ts';

let t: TestApp;
let doctor: Awaited<ReturnType<typeof createBookableDoctor>>;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await createBookableDoctor(t);
});
afterAll(() => t.close());

/** The appointment mails queued for an address, oldest first, as the outbox keeps them (not the sign-up mails). */
const outboxOf = (to: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to.toLowerCase()), like(outboxEmails.template, 'appointment.%')))
    .orderBy(asc(outboxEmails.id));

async function paidByCard(id: number, headers: Record<string, string>) {
  const res = await payFeeByCard(t, id, headers);
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 24; i++) {
    const answer = AppointmentPaymentResponseSchema.parse((await t.app.inject({ url: `/api/appointments/${id}/payment`, headers })).json());
    if (answer.paymentStatus !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway never settled');
}

describe('appointment mails through the outbox', () => {
  it('a clinic visit: the confirmation with its calendar invitation is queued with the booking; moved and cancelled follow', async () => {
    const patient = await createVerifiedUser(t);
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(2), '10:00'));

    const [confirmation] = await outboxOf(patient.email);
    expect(confirmation).toMatchObject({ subject: 'Your appointment is booked', template: 'appointment.booked', language: 'en' });
    expect(confirmation?.params).toMatchObject({ appointmentId: appointment.id });
    expect(confirmation?.text).toContain(doctor.name);
    expect(confirmation?.text).toContain('10:00 AM - 10:30 AM');
    const ics = confirmation?.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(ics?.content).toMatch(/METHOD:REQUEST/);
    expect(ics?.content).toContain(`UID:appointment-${appointment.id}@`);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${appointment.id}/reschedule`,
      headers: patient.headers,
      payload: { appointmentDate: dayAhead(3), appointmentTime: '11:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: patient.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const mails = await outboxOf(patient.email);
    expect(mails.map((m) => [m.subject, m.template])).toEqual([
      ['Your appointment is booked', 'appointment.booked'],
      ['Your appointment has been rescheduled', 'appointment.rescheduled'],
      ['Your appointment has been cancelled', 'appointment.cancelled'],
    ]);
    // One calendar event that the calendar updates: the same UID, a growing SEQUENCE, then a cancellation.
    expect(mails[1]?.attachments?.[0]?.content).toMatch(/SEQUENCE:1/);
    expect(mails[1]?.text).toContain('11:00 AM - 11:30 AM');
    expect(mails[2]?.attachments?.[0]).toMatchObject({ filename: 'appointment-cancelled.ics' });
    expect(mails[2]?.attachments?.[0]?.content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
  });

  it('an online consultation: nothing while the slot waits for its fee; the confirmation comes with the payment', async () => {
    const patient = await createVerifiedUser(t);
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(2), '20:00', { visitType: 'online' }));
    expect(await outboxOf(patient.email)).toEqual([]);
    expect(await paidByCard(appointment.id, patient.headers)).toMatchObject({ paymentStatus: 'success' });
    const mails = await outboxOf(patient.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your appointment is booked']);
    expect(mails[0]?.text).toContain(`/appointments/${appointment.id}/room`);
  });

  it("respects the patient's settings: no appointment mails with 'Appointment Reminders' or 'Email Notifications' off", async () => {
    for (const setting of ['appointmentReminders', 'emailNotifications']) {
      const patient = await createVerifiedUser(t);
      const off = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: patient.headers, payload: { [setting]: false } });
      expect(off.statusCode, off.body).toBe(200);
      const appointment = await booked(
        t,
        patient.headers,
        bookingBody(doctor.id, dayAhead(4), setting === 'emailNotifications' ? '12:00' : '12:30'),
      );
      await t.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: patient.headers });
      expect(await outboxOf(patient.email)).toEqual([]);
    }
  });

  it('a refused booking queues nothing', async () => {
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    await booked(t, first.headers, bookingBody(doctor.id, dayAhead(5), '09:00'));
    expectError(await book(t, second.headers, bookingBody(doctor.id, dayAhead(5), '09:00')), 409);
    expect(await outboxOf(second.email)).toEqual([]);
  });

  it('the SMTP relay sends the calendar file with the mail', async () => {
    const patient = await createVerifiedUser(t);
    await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(6), '09:30'));
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(message) {
        sent.push(message);
      },
      close() {},
    };
    await createMailRelay({ db: t.database.db, mailer, log: { error() {} }, now: () => new Date() }).drain(500);
    const mail = sent.find((m) => m.to === patient.email.toLowerCase());
    expect(mail?.subject).toBe('Your appointment is booked');
    expect(mail?.attachments?.[0]?.content).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST/);
  });
});
