import { clinicDateOf, clinicTimeOf } from '@dawa/shared/care/slots';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { appointments, doctorAvailability } from '../../src/db/schema/index.ts';
import { seedDemoAppointments } from '../../src/db/seed/demo-appointments.ts';
import { ensureDemoConsultations } from '../../src/db/seed/demo-consultation.ts';
import { linkDemoDoctor } from '../../src/db/seed/doctors.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// A demo started at 22:10 India time (Tuesday 24 Nov 2026): its clinic visits used to be seeded at
// 00:30, 22:30 and 21:10, hours no clinic keeps.
const LATE_EVENING = new Date('2026-11-24T16:40:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  // The template was seeded (demo accounts included) at the moment the run began: seed its visits again at 22:10.
  await database.db.delete(appointments);
  await linkDemoDoctor(database.db);
  expect(await seedDemoAppointments(database.db, LATE_EVENING)).toBeGreaterThan(0);
  await ensureDemoConsultations(database.db, LATE_EVENING);
});
afterAll(() => database.close());

describe('the demo clinic visits', () => {
  it("lie inside their doctor's clinic hours, whatever the hour the demo starts", async () => {
    const visits = await database.db.select().from(appointments).where(eq(appointments.mode, 'clinic'));
    expect(visits.length).toBeGreaterThanOrEqual(3);
    for (const visit of visits) {
      const day = new Date(`${clinicDateOf(visit.startsAt)}T00:00:00Z`).getUTCDay();
      const hours = await database.db
        .select()
        .from(doctorAvailability)
        .where(
          and(
            eq(doctorAvailability.doctorId, visit.doctorId),
            eq(doctorAvailability.mode, 'clinic'),
            eq(doctorAvailability.dayOfWeek, day),
          ),
        );
      const [start, end] = [clinicTimeOf(visit.startsAt), clinicTimeOf(visit.endsAt)];
      const inside = hours.some((w) => w.startTime.slice(0, 5) <= start && end <= w.endTime.slice(0, 5));
      expect(inside, `${visit.reason} at ${clinicDateOf(visit.startsAt)} ${start}-${end}`).toBe(true);
    }
  });
});
