import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, AppointmentTab } from '@dawa/shared/care/appointment-rules';
import type { Database } from '../../db/client.ts';
import { appointments, doctors, users } from '../../db/schema/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

/** An appointment with what its views show of the doctor and the patient. */
export interface AppointmentWithPeople {
  appointment: AppointmentRow;
  doctor: typeof doctors.$inferSelect;
  patient: { id: number; firstName: string; lastName: string; email: string };
}

const withPeople = (db: Database) =>
  db
    .select({
      appointment: appointments,
      doctor: doctors,
      patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(users, eq(users.id, appointments.patientId));

export async function insertAppointment(tx: Database, values: NewAppointmentRow): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert returned nothing');
  return row;
}

export async function findAppointment(db: Database, id: number): Promise<AppointmentWithPeople | undefined> {
  const [row] = await withPeople(db).where(eq(appointments.id, id));
  return row;
}

/** Locks the appointment row for the rest of the transaction (cancel, reschedule, payment settle one after the other). */
export async function lockAppointment(tx: Database, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function updateAppointment(tx: Database, id: number, patch: Partial<NewAppointmentRow>, now: Date): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({ ...patch, updatedAt: now })
    .where(eq(appointments.id, id))
    .returning();
  if (!row) throw new Error('appointment update returned nothing');
  return row;
}

/** A doctor's appointments that hold time between two instants (the slot computation's busy ranges). */
export function findBusyRanges(db: Database, doctorId: number, from: Date, to: Date, exceptId?: number) {
  return db
    .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        ne(appointments.status, 'cancelled'),
        lt(appointments.startsAt, to),
        sql`${appointments.endsAt} > ${from.toISOString()}`,
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    );
}

/** The booked ranges of many doctors overlapping [from, to), one query, grouped by doctor id. */
export async function findBusyRangesOf(
  db: Database,
  doctorIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, { startsAt: Date; endsAt: Date }[]>> {
  const found = new Map(doctorIds.map((id) => [id, [] as { startsAt: Date; endsAt: Date }[]]));
  if (doctorIds.length === 0) return found;
  const rows = await db
    .select({ doctorId: appointments.doctorId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, [...doctorIds]),
        ne(appointments.status, 'cancelled'),
        lt(appointments.startsAt, to),
        sql`${appointments.endsAt} > ${from.toISOString()}`,
      ),
    );
  for (const { doctorId, ...range } of rows) if (doctorId !== null) found.get(doctorId)?.push(range);
  return found;
}

/** The spec's tab filters in SQL (the same rule as the shared `tabsOf`); `todayStart` is the clinic's midnight today. */
function tabCondition(tab: AppointmentTab, now: Date, todayStart: Date): SQL | undefined {
  const nowIso = now.toISOString();
  switch (tab) {
    case 'upcoming':
      return and(
        sql`${appointments.endsAt} > ${nowIso}`,
        inArray(appointments.status, ['pending_payment', 'scheduled', 'confirmed', 'no_show']),
      );
    case 'past':
      return or(
        and(eq(appointments.status, 'completed'), lt(appointments.startsAt, now)),
        and(lt(appointments.startsAt, todayStart), inArray(appointments.status, ['pending_payment', 'confirmed', 'completed', 'no_show'])),
      );
    case 'cancelled':
      return eq(appointments.status, 'cancelled');
  }
}

export async function findPatientPage(
  db: Database,
  patientId: number,
  filter: { tab: AppointmentTab | undefined; now: Date; todayStart: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: AppointmentWithPeople[]; total: number }> {
  const where = and(
    eq(appointments.patientId, patientId),
    filter.tab ? tabCondition(filter.tab, filter.now, filter.todayStart) : undefined,
  );
  // Upcoming reads soonest first; the other tabs newest first.
  const order =
    filter.tab === 'upcoming' ? [asc(appointments.startsAt), asc(appointments.id)] : [desc(appointments.startsAt), desc(appointments.id)];
  const rows = await withPeople(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(appointments).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface AdminFilter {
  doctorId?: number | undefined;
  status?: AppointmentStatus | undefined;
  mode?: 'clinic' | 'online' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  patient?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findAdminPage(
  db: Database,
  filter: AdminFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AppointmentWithPeople[]; total: number }> {
  const patient = filter.patient ? `%${escapeLike(filter.patient.toLowerCase())}%` : undefined;
  const where = and(
    filter.doctorId ? eq(appointments.doctorId, filter.doctorId) : undefined,
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.mode ? eq(appointments.mode, filter.mode) : undefined,
    filter.from ? gte(appointments.startsAt, filter.from) : undefined,
    filter.to ? lt(appointments.startsAt, filter.to) : undefined,
    patient ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, patient), ilike(users.email, patient)) : undefined,
  );
  const rows = await withPeople(db)
    .where(where)
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(appointments).innerJoin(users, eq(users.id, appointments.patientId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Live appointments whose 24-hour or 1-hour reminder is due and not yet sent. */
export function findRemindersDue(db: Database, now: Date, limit: number) {
  const in24h = new Date(now.getTime() + 24 * 3_600_000);
  const in1h = new Date(now.getTime() + 3_600_000);
  return withPeople(db)
    .where(
      and(
        inArray(appointments.status, ['scheduled', 'confirmed']),
        isNull(appointments.reminder1hSentAt),
        sql`${appointments.startsAt} > ${now.toISOString()}`,
        or(and(lte(appointments.startsAt, in24h), isNull(appointments.reminder24hSentAt)), lte(appointments.startsAt, in1h)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}

/** Unpaid online bookings whose hold has run out. */
export function findExpiredHolds(db: Database, now: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'pending_payment'), lt(appointments.paymentDueAt, now)))
    .orderBy(asc(appointments.paymentDueAt))
    .limit(limit);
}
