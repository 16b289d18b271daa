import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentPaymentResponseSchema, CancelAppointmentResponseSchema } from '@dawa/shared/care/appointments';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { appointments, paymentEvents, payments } from '../../src/db/schema/index.ts';
import { CANCELLED_REFUNDED } from '../../src/flows/appointment-changes.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { choosePhonePe, createPaymentsTestApp, type PaymentsTestApp } from '../payments/helpers.ts';
import { booked, bookingBody, createBookableDoctor, dayAhead, payFeeByCard } from './helpers.ts';

let t: PaymentsTestApp;
let patient: Awaited<ReturnType<typeof createVerifiedUser>>;
let other: Awaited<ReturnType<typeof createVerifiedUser>>;
let doctor: Awaited<ReturnType<typeof createBookableDoctor>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  patient = await createVerifiedUser(t);
  other = await createVerifiedUser(t);
  doctor = await createBookableDoctor(t);
});
afterAll(() => t.close());

const payPhonePe = (id: number, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/pay/phonepe`, headers, payload });

async function started(id: number, headers: Record<string, string> = patient.headers) {
  const res = await payPhonePe(id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return PhonePeInitiateResponseSchema.parse(res.json());
}

async function feeOf(id: number) {
  const res = await t.app.inject({ url: `/api/appointments/${id}/payment`, headers: patient.headers });
  expect(res.statusCode, res.body).toBe(200);
  return AppointmentPaymentResponseSchema.parse(res.json());
}

const attemptsOf = (appointmentId: number) =>
  t.database.db.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(asc(payments.id));

describe("an online consultation's fee through PhonePe", () => {
  it('pays on the sandbox page, returns the patient to their appointments, confirms it; a cancel 4 h ahead refunds through PhonePe', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(5), '20:00', { visitType: 'online' }));
    const start = await started(appointment.id);
    expect(start.paymentUrl).toContain('/api/payments/phonepe-sandbox/transact?token=');
    expect(start.merchantTransactionId).toMatch(new RegExp(`^AP${appointment.id}_`));

    const choice = await choosePhonePe(t, start.paymentUrl, 'success');
    expect(choice.statusCode).toBe(303);
    expect(choice.headers.location).toBe(`${t.env.PUBLIC_URL}/appointments?payment=${appointment.id}`);
    // The sandbox's server-to-server callback has confirmed it before the browser is back.
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentDueAt: null });
    expect(await feeOf(appointment.id)).toMatchObject({
      paymentStatus: 'success',
      message: 'Payment successful. Your appointment is confirmed.',
    });
    const [payment] = await attemptsOf(appointment.id);
    expect(payment).toMatchObject({ provider: 'phonepe', method: 'phonepe', status: 'success', amountPaise: 50_000, orderId: null });

    // Paid once: neither PhonePe nor a card can take it again.
    expectError(await payPhonePe(appointment.id, patient.headers), 409, 'This appointment is not waiting for a payment.');

    const cancelled = CancelAppointmentResponseSchema.parse(
      (await t.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: patient.headers })).json(),
    );
    expect(cancelled).toMatchObject({ refunded: true, message: CANCELLED_REFUNDED, appointment: { paymentStatus: 'refunded' } });
    const [after] = await attemptsOf(appointment.id);
    expect(after).toMatchObject({ status: 'refunded' });
    expect(after?.refundTransactionId).toMatch(/^RF/);
    const refundEvents = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, after!.id));
    expect(refundEvents.find((e) => e.kind === 'refund')).toMatchObject({ accepted: true, detail: { amountPaise: 50_000 } });
  });

  it('returns the patient to the address they paid from, where their session is', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(5), '20:30', { visitType: 'online' }));
    const lan = 'http://192.168.1.20:3000';
    const res = await payPhonePe(appointment.id, { ...patient.headers, host: '192.168.1.20:3000', origin: lan });
    expect(res.statusCode, res.body).toBe(200);
    const start = PhonePeInitiateResponseSchema.parse(res.json());
    expect(start.paymentUrl.startsWith(`${lan}/api/payments/phonepe-sandbox/transact`)).toBe(true);
    const choice = await choosePhonePe(t, start.paymentUrl, 'success');
    expect(choice.headers.location).toBe(`${lan}/appointments?payment=${appointment.id}`);
  });

  it('a failed PhonePe payment leaves the slot held; a card then pays it and the PhonePe attempt stays failed', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(6), '20:00', { visitType: 'online' }));
    const start = await started(appointment.id);
    await choosePhonePe(t, start.paymentUrl, 'failure');
    expect(await feeOf(appointment.id)).toMatchObject({
      paymentStatus: 'failed',
      message: 'Your payment could not be processed. Please try again.',
      appointment: { status: 'pending_payment' },
    });
    const card = await payFeeByCard(t, appointment.id, patient.headers);
    expect(card.statusCode, card.body).toBe(200);
    let answer = await feeOf(appointment.id);
    for (let i = 0; i < 24 && answer.paymentStatus === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await feeOf(appointment.id);
    }
    expect(answer).toMatchObject({ paymentStatus: 'success', appointment: { status: 'confirmed' } });
    expect((await attemptsOf(appointment.id)).map((p) => [p.provider, p.status])).toEqual([
      ['phonepe', 'failed'],
      ['razorpay', 'success'],
    ]);
  });

  it('a second PhonePe start replaces the first; money that still arrives for the first is refunded', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(6), '21:00', { visitType: 'online' }));
    const first = await started(appointment.id);
    t.network.dropExpire = true;
    let second;
    try {
      second = await started(appointment.id);
    } finally {
      t.network.dropExpire = false;
    }
    // The patient pays on the first page after all (real PhonePe cannot expire it): that money goes back.
    await choosePhonePe(t, first.paymentUrl, 'success');
    await choosePhonePe(t, second.paymentUrl, 'success');
    const attempts = await attemptsOf(appointment.id);
    expect(attempts.map((p) => p.status)).toEqual(['refunded', 'success']);
    expect(await feeOf(appointment.id)).toMatchObject({
      paymentStatus: 'success',
      appointment: { status: 'confirmed', paymentStatus: 'paid' },
    });
  });

  it("answers 404 for another patient's appointment and 400 for unknown fields, writing nothing", async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(7), '20:00', { visitType: 'online' }));
    expectError(await payPhonePe(appointment.id, other.headers), 404, 'Appointment not found');
    expectError(await payPhonePe(appointment.id, patient.headers, { amount: 1 }), 400);
    expectError(await payPhonePe(999_999, patient.headers), 404);
    expect(await attemptsOf(appointment.id)).toEqual([]);
  });

  it('refuses a clinic visit (paid at the clinic)', async () => {
    const appointment = await booked(t, patient.headers, bookingBody(doctor.id, dayAhead(7), '09:00'));
    expectError(await payPhonePe(appointment.id, patient.headers), 409, 'This appointment is not waiting for a payment.');
  });
});
