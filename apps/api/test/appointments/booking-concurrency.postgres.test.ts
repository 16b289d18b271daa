import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentSchema } from '@dawa/shared/care/appointments';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { appointments } from '../../src/db/schema/index.ts';
import { SLOT_TAKEN } from '../../src/modules/appointments/appointments.service.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { book, booked, bookingBody, createBookableDoctor, dayAhead } from './helpers.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite runs one statement
// at a time, so it could not show a race. The exclusion constraint decides, not the check in code.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t.close());

const liveAt = (doctorId: number, startsAt: string) =>
  t.database.db
    .select({ id: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.startsAt, new Date(startsAt)), ne(appointments.status, 'cancelled')));

describe('booking under concurrency (PostgreSQL)', () => {
  it('20 patients booking one slot at once: exactly 1 booking and 19 readable refusals', async () => {
    const doctor = await createBookableDoctor(t);
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push(await createVerifiedUser(t));
    const date = dayAhead(2);
    const answers = await Promise.all(patients.map((p) => book(t, p.headers, bookingBody(doctor.id, date, '10:00'))));
    const created = answers.filter((res) => res.statusCode === 201).map((res) => AppointmentSchema.parse(res.json()));
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(res.json())).toEqual({ code: 'slot_unavailable', message: SLOT_TAKEN, reason: 'slot_taken' });
    }
    expect(await liveAt(doctor.id, created[0]!.startsAt)).toHaveLength(1);
  });

  it('a reschedule racing a booking onto the same slot: one wins, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const doctor = await createBookableDoctor(t);
      const [mover, booker] = [await createVerifiedUser(t), await createVerifiedUser(t)];
      const mine = await booked(t, mover.headers, bookingBody(doctor.id, dayAhead(3), '09:00'));
      const target = { appointmentDate: dayAhead(1), appointmentTime: '15:00' };
      const [moved, newBooking] = await Promise.all([
        t.app.inject({ method: 'PUT', url: `/api/appointments/${mine.id}/reschedule`, headers: mover.headers, payload: target }),
        book(t, booker.headers, bookingBody(doctor.id, target.appointmentDate, target.appointmentTime)),
      ]);
      // Exactly one wins: the move (200) or the booking (201); the other gets 409.
      expect([moved.statusCode, newBooking.statusCode]).toSatisfy(
        ([m, b]: number[]) => (m === 200 && b === 409) || (m === 409 && b === 201),
      );
      const loser = moved.statusCode === 409 ? moved : newBooking;
      expect(ErrorBodySchema.parse(loser.json())).toEqual({ code: 'slot_unavailable', message: SLOT_TAKEN, reason: 'slot_taken' });
      const holders = await liveAt(doctor.id, new Date(`${target.appointmentDate}T15:00:00+05:30`).toISOString());
      expect(holders).toHaveLength(1);
    }
  });
});
