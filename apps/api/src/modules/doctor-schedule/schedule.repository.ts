import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, doctors, prescriptions, products, users } from '../../db/schema/index.ts';

/** The doctor profile linked to an account (doctors.user_id). */
export async function findDoctorOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: doctors.id, name: doctors.name, registrationNumber: doctors.registrationNumber, medicalCouncil: doctors.medicalCouncil })
    .from(doctors)
    .where(eq(doctors.userId, userId));
  return row ?? null;
}

const appointmentColumns = {
  id: appointments.id,
  patientId: appointments.patientId,
  patientName: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
  mode: appointments.mode,
  appointmentType: appointments.appointmentType,
  reason: appointments.reason,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  consultationNotes: appointments.consultationNotes,
};

/**
 * A doctor's appointments starting in [from, to), earliest first, and the still-unmarked ones that began
 * since `carryFrom` (yesterday's late visit, a consultation running past midnight): the doctor still has
 * to join, mark or prescribe for them. Unpaid holds and cancelled ones are not on the schedule.
 */
export async function findSchedule(db: Database, doctorId: number, from: Date, to: Date, carryFrom: Date) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        lt(appointments.startsAt, to),
        notInArray(appointments.status, ['pending_payment', 'cancelled']),
        or(
          gte(appointments.startsAt, from),
          and(gte(appointments.startsAt, carryFrom), inArray(appointments.status, ['scheduled', 'confirmed'])),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** One of the doctor's appointments, to read (another doctor's is as missing). */
export async function findOwnAppointment(db: Database, doctorId: number, id: number) {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)));
  return row ?? null;
}

/** One of the doctor's appointments, locked for a change (another doctor's is as missing). */
export async function findOwnAppointmentForUpdate(tx: Database, doctorId: number, id: number) {
  const [row] = await tx
    // The fee status too: a status change goes through the appointment table, which answers both.
    .select({ ...appointmentColumns, paymentStatus: appointments.paymentStatus })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)))
    .for('update', { of: appointments });
  return row ?? null;
}

export async function setNotes(tx: Database, id: number, notes: string | null): Promise<void> {
  await tx.update(appointments).set({ consultationNotes: notes, updatedAt: new Date() }).where(eq(appointments.id, id));
}

/** E-prescriptions already issued in these appointments (live ones). */
export async function prescriptionIdsOf(db: Database, appointmentIds: number[]): Promise<{ id: number; appointmentId: number | null }[]> {
  if (appointmentIds.length === 0) return [];
  return db
    .select({ id: prescriptions.id, appointmentId: prescriptions.appointmentId })
    .from(prescriptions)
    .where(and(inArray(prescriptions.appointmentId, appointmentIds), eq(prescriptions.source, 'e_prescription'), isNull(prescriptions.deletedAt)))
    .orderBy(asc(prescriptions.id));
}

/** The catalogue products a prescription names, with what decides whether a doctor may prescribe them online. */
export async function findPrescribableProducts(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      dosageForm: products.dosageForm,
      packSize: products.packSize,
      drugSchedule: products.drugSchedule,
      activeIngredient: products.activeIngredient,
      active: products.active,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
}
