import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appointments, doctorAvailability, doctors, users } from '../schema/index.ts';
import { nextSlotWithin } from './clinic-hours.ts';

const DEMO_CUSTOMER = 'customer@dawa.in';
const DEMO_DOCTOR = 'doctor@dawa.in';
const DEMO_OTHER_PATIENT = 'pharmacist@dawa.in';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type NewAppointment = typeof appointments.$inferInsert;

/** `now` rounded up to the next half hour, so seeded times look like slots. */
const nextHalfHour = (now: Date) => new Date(Math.ceil(now.getTime() / (30 * 60_000)) * 30 * 60_000);

/**
 * Demo appointments (demo mode only, once): the demo customer gets upcoming, past and cancelled ones
 * so My Appointments is not empty, and the demo doctor (doctor@dawa.in) gets some today, one of them
 * online and about to start, so the schedule page and the video room have something to show.
 * Written directly (history, like the demo orders): the online fees shown as paid have no gateway charge.
 */
export async function seedDemoAppointments(db: Database, now = new Date()): Promise<number> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_CUSTOMER, DEMO_DOCTOR, DEMO_OTHER_PATIENT]));
  const customer = people.find((p) => p.email === DEMO_CUSTOMER);
  const doctorAccount = people.find((p) => p.email === DEMO_DOCTOR);
  const other = people.find((p) => p.email === DEMO_OTHER_PATIENT);
  if (!customer || !doctorAccount) return 0;
  const [existing] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, customer.id)).limit(1);
  if (existing) return 0;
  const [demoDoctor] = await db.select().from(doctors).where(eq(doctors.userId, doctorAccount.id));
  const [another] = await db
    .select()
    .from(doctors)
    .where(
      and(eq(doctors.active, true), eq(doctors.offersOnlineConsultation, true), demoDoctor ? ne(doctors.id, demoDoctor.id) : undefined),
    )
    .orderBy(asc(doctors.id))
    .limit(1);
  if (!demoDoctor || !another) return 0;

  const start = nextHalfHour(now);
  const clinicHours = await db
    .select()
    .from(doctorAvailability)
    .where(and(inArray(doctorAvailability.doctorId, [demoDoctor.id, another.id]), eq(doctorAvailability.mode, 'clinic')));
  // A clinic visit sits in the doctor's clinic hours (the first slot from the wanted time on), never at 10 pm.
  const inClinicHours = (doctor: typeof demoDoctor, wanted: Date) =>
    nextSlotWithin(
      clinicHours.filter((w) => w.doctorId === doctor.id),
      wanted,
      doctor.slotMinutes,
    ) ?? wanted;
  const base = (doctor: typeof demoDoctor, patientId: number, startsAt: Date, mode: 'clinic' | 'online'): NewAppointment => ({
    patientId,
    doctorId: doctor.id,
    mode,
    appointmentType: 'consultation',
    reason: mode === 'online' ? 'Follow-up on blood pressure readings' : 'Persistent cough for a week',
    startsAt,
    endsAt: new Date(startsAt.getTime() + doctor.slotMinutes * 60_000),
    status: mode === 'online' ? 'confirmed' : 'scheduled',
    feePaise: doctor.consultationFeePaise,
    paymentStatus: mode === 'online' ? 'paid' : 'pay_at_clinic',
  });
  const rows: NewAppointment[] = [
    // The demo doctor's day: the consultations around now with the demo customer come from
    // ensureDemoConsultations (prepare.ts, at every demo start); another patient in the clinic at its next opening.
    ...(other ? [base(demoDoctor, other.id, inClinicHours(demoDoctor, new Date(start.getTime() + 2 * HOUR)), 'clinic')] : []),
    // The customer's other days: upcoming, past and cancelled.
    base(another, customer.id, inClinicHours(another, new Date(start.getTime() + 3 * DAY)), 'clinic'),
    { ...base(another, customer.id, new Date(start.getTime() - 12 * DAY), 'online'), status: 'completed' },
    {
      ...base(demoDoctor, customer.id, inClinicHours(demoDoctor, new Date(start.getTime() + 5 * DAY)), 'clinic'),
      status: 'cancelled',
      cancelledAt: new Date(now.getTime() - DAY),
      cancelledBy: customer.id,
      cancellationReason: 'Cancelled by the patient',
    },
  ];
  await db.insert(appointments).values(rows);
  return rows.length;
}
