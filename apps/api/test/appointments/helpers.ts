import { RazorpayCheckoutSchema } from '@dawa/shared/commerce/payments';
import { payOnSandboxPage } from '../payments/razorpay-helpers.ts';
import { expect } from 'vitest';
import { SlotsResponseSchema, AppointmentSchema, type BookAppointmentBody } from '@dawa/shared/care/appointments';
import { clinicDates } from '@dawa/shared/care/slots';
import { doctorAvailability, doctors } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

let registration = 50_000;

/**
 * A doctor of the test's own who sees patients every day of the week, 08:00 to 20:00 IST in the
 * clinic and 20:00 to 23:00 online, 30-minute slots, no buffer, no minimum notice: any day has slots.
 */
export async function createBookableDoctor(t: TestApp, overrides: Partial<typeof doctors.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(doctors)
    .values({
      name: `Dr. Test ${registration}`,
      specialization: 'General Medicine',
      qualifications: 'MBBS',
      experienceYears: 8,
      registrationNumber: `DMC/R/${registration++}`,
      medicalCouncil: 'DMC',
      consultationFeePaise: 50_000,
      followUpFeePaise: 30_000,
      offersOnlineConsultation: true,
      clinicAddress: '12 Park Street',
      city: 'Delhi',
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeMinutes: 0,
      bookingWindowDays: 30,
      ...overrides,
    })
    .returning();
  const doctor = row!;
  await t.database.db.insert(doctorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { doctorId: doctor.id, mode: 'clinic' as const, dayOfWeek, startTime: '08:00', endTime: '20:00' },
      { doctorId: doctor.id, mode: 'online' as const, dayOfWeek, startTime: '20:00', endTime: '23:00' },
    ]),
  );
  return doctor;
}

/** Tomorrow and the days after in the clinic's calendar. */
export const dayAhead = (n = 1) => clinicDates(new Date(), n, 1)[0]!;

export async function slotsOf(t: TestApp, doctorId: number, date: string, mode: 'clinic' | 'online' = 'clinic') {
  const res = await t.app.inject({ url: `/api/doctors/${doctorId}/slots`, query: { date, mode } });
  expect(res.statusCode, res.body).toBe(200);
  return SlotsResponseSchema.parse(res.json()).slots;
}

export function bookingBody(
  doctorId: number,
  date: string,
  time: string,
  overrides: Partial<BookAppointmentBody> = {},
): BookAppointmentBody {
  return {
    doctorId,
    appointmentDate: date,
    appointmentTime: time,
    visitType: 'clinic',
    appointmentType: 'consultation',
    reason: 'Fever for three days',
    ...overrides,
  };
}

export const book = (t: TestApp, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload: payload as object });

export async function booked(t: TestApp, headers: Record<string, string>, payload: BookAppointmentBody) {
  const res = await book(t, headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return AppointmentSchema.parse(res.json());
}

/** The fee by card: only the method is posted; the card is typed into Razorpay Checkout (decision 050). */
export const goodCard = { method: 'card' } as const;

/**
 * POST /api/appointments/{id}/pay by card, then the patient pays on the Razorpay sandbox's page (a card
 * ending in `last4`; '0002' is declined). Not verified: GET /payment (or the sweep) settles it. The raw answer.
 */
export async function payFeeByCard(t: TestApp, id: number, headers: Record<string, string>, last4 = '4242') {
  const res = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/pay`, headers, payload: goodCard });
  if (res.statusCode === 200) await payOnSandboxPage(t, RazorpayCheckoutSchema.parse(res.json()), 'pay', { card_last4: last4 });
  return res;
}
