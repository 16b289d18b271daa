import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appointments, doctorAvailability, doctors, users } from '../schema/index.ts';
import { recentSlotWithin } from './clinic-hours.ts';

const DEMO_DOCTOR_EMAIL = 'doctor@dawa.in';
const DEMO_PATIENT_EMAIL = 'customer@dawa.in';

/**
 * Demo mode, on every start: the demo doctor (Dr. Rohan Mehta) has today an online consultation with
 * the demo customer starting 5 minutes after the start (its room is open at once, for 35 minutes) and a
 * clinic visit already held (to mark completed and prescribe for): the latest 15 minutes of the
 * doctor's clinic hours that ended by now, today or yesterday (it used to start an hour ago, at any
 * hour of the night). Both are complimentary
 * (fee 0), so nothing is charged or refunded. A slot already taken is left alone (the exclusion
 * constraints refuse the overlap; ON CONFLICT DO NOTHING keeps the start quiet). Answers how many it added.
 */
export async function ensureDemoConsultations(db: Database, now: Date): Promise<number> {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_DOCTOR_EMAIL));
  const [patient] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PATIENT_EMAIL));
  if (!doctor || !patient) return 0;
  const minute = 60_000;
  const base = Math.ceil(now.getTime() / minute) * minute;
  const wanted: { mode: 'online' | 'clinic'; startsAt: Date; endsAt: Date; reason: string }[] = [
    {
      mode: 'online',
      startsAt: new Date(base + 5 * minute),
      endsAt: new Date(base + 35 * minute),
      reason: 'Follow-up on blood pressure readings (demo online consultation)',
    },
  ];
  const clinicHours = await db
    .select()
    .from(doctorAvailability)
    .where(and(eq(doctorAvailability.doctorId, doctor.id), eq(doctorAvailability.mode, 'clinic')));
  const held = recentSlotWithin(clinicHours, new Date(base), 15) ?? new Date(base - 60 * minute);
  wanted.push({
    mode: 'clinic',
    startsAt: held,
    endsAt: new Date(held.getTime() + 15 * minute),
    reason: 'Persistent cough for a week (demo clinic visit)',
  });
  let added = 0;
  for (const visit of wanted) {
    // One of each kind around now is enough: restarts do not pile them up.
    const [existing] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctor.id),
          eq(appointments.patientId, patient.id),
          eq(appointments.mode, visit.mode),
          ne(appointments.status, 'cancelled'),
          lt(appointments.startsAt, new Date(visit.endsAt.getTime() + 30 * minute)),
          gt(appointments.endsAt, new Date(visit.startsAt.getTime() - 30 * minute)),
        ),
      );
    if (existing) continue;
    const rows = await db
      .insert(appointments)
      .values({
        patientId: patient.id,
        doctorId: doctor.id,
        mode: visit.mode,
        reason: visit.reason,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        status: 'confirmed',
        feePaise: 0,
        paymentStatus: visit.mode === 'online' ? 'paid' : 'pay_at_clinic',
      })
      .onConflictDoNothing()
      .returning({ id: appointments.id });
    added += rows.length;
  }
  return added;
}
