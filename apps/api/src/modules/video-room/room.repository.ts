import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, doctors, users } from '../../db/schema/index.ts';

export interface RoomAppointmentRow {
  id: number;
  patientId: number;
  doctorUserId: number | null;
  doctorName: string;
  patientName: string;
  mode: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/** An appointment with what its room needs: who the two parties are and when it runs. */
export async function findRoomAppointment(db: Database, id: number): Promise<RoomAppointmentRow | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorUserId: doctors.userId,
      doctorName: doctors.name,
      patientName: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
      mode: appointments.mode,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(eq(appointments.id, id));
  return row ?? null;
}

/** The account's role as the database has it now (a doctor demoted since the token was issued is not one). */
export async function currentRole(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}
