import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctorAvailability, doctorDateOverrides, doctors, users } from '../../db/schema/index.ts';

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctorRow = typeof doctors.$inferInsert;
export type DoctorFields = Omit<NewDoctorRow, 'id' | 'photoKey' | 'createdAt' | 'updatedAt'>;

/** The linked doctor account's name and e-mail (null when none is linked). */
export interface LinkedAccountRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
export type DoctorWithAccount = DoctorRow & { account: LinkedAccountRow | null };

export interface WindowRow {
  mode: 'clinic' | 'online';
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}
export interface OverrideRow {
  startDate: string;
  endDate: string;
  reason: string;
}

export interface DoctorFilter {
  search?: string | undefined;
  specialization?: string | undefined;
  online?: boolean | undefined;
  active?: boolean | undefined;
  /** Which search expression: staff match name, specialization and city; patients name or specialization. */
  searchIn: 'staff' | 'public';
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: DoctorFilter): SQL | undefined {
  const text = filter.search?.trim();
  // Each expression is the one its trigram index was built on (migration 0010), so ILIKE '%q%' uses it.
  const searched =
    text && filter.searchIn === 'staff'
      ? sql`lower(${doctors.name} || ' ' || ${doctors.specialization} || ' ' || ${doctors.city}) like ${likePattern(text)}`
      : text
        ? sql`lower(${doctors.name} || ' ' || ${doctors.specialization}) like ${likePattern(text)}`
        : undefined;
  return and(
    searched,
    filter.specialization ? eq(doctors.specialization, filter.specialization) : undefined,
    filter.online !== undefined ? eq(doctors.offersOnlineConsultation, filter.online) : undefined,
    filter.active !== undefined ? eq(doctors.active, filter.active) : undefined,
  );
}

const accountColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

function withAccount(row: { doctor: DoctorRow; account: LinkedAccountRow | null }): DoctorWithAccount {
  return { ...row.doctor, account: row.account };
}

/** One page of doctors matching the filter, by name, with their linked accounts, and how many match. */
export async function findDoctorPage(
  db: Database,
  filter: DoctorFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: DoctorWithAccount[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ doctor: getTableColumns(doctors), account: accountColumns })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .orderBy(sql`lower(${doctors.name})`, asc(doctors.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(doctors).where(where);
  return { rows: rows.map(withAccount), total: counted?.n ?? 0 };
}

/** A doctor with the linked account, or undefined. */
export async function findDoctorById(db: Database, id: number): Promise<DoctorWithAccount | undefined> {
  const [row] = await db
    .select({ doctor: getTableColumns(doctors), account: accountColumns })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, id));
  return row ? withAccount(row) : undefined;
}

/** A doctor locked until the transaction ends (an edit decides on what it read). */
export async function findDoctorForUpdate(db: Database, id: number): Promise<DoctorRow | undefined> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, id)).for('update');
  return row;
}

/** The weekly hours of a doctor, by day and start; times as 'HH:MM'. */
export async function findAvailability(db: Database, doctorId: number): Promise<WindowRow[]> {
  const rows = await db
    .select({
      mode: doctorAvailability.mode,
      dayOfWeek: doctorAvailability.dayOfWeek,
      startTime: doctorAvailability.startTime,
      endTime: doctorAvailability.endTime,
    })
    .from(doctorAvailability)
    .where(eq(doctorAvailability.doctorId, doctorId))
    .orderBy(asc(doctorAvailability.dayOfWeek), asc(doctorAvailability.startTime), asc(doctorAvailability.id));
  return rows.map((r) => ({ ...r, startTime: r.startTime.slice(0, 5), endTime: r.endTime.slice(0, 5) }));
}

/** The date overrides (leave) of a doctor, by start date. */
export async function findOverrides(db: Database, doctorId: number): Promise<OverrideRow[]> {
  return db
    .select({ startDate: doctorDateOverrides.startDate, endDate: doctorDateOverrides.endDate, reason: doctorDateOverrides.reason })
    .from(doctorDateOverrides)
    .where(eq(doctorDateOverrides.doctorId, doctorId))
    .orderBy(asc(doctorDateOverrides.startDate), asc(doctorDateOverrides.id));
}

/** The weekly hours and the days off of many doctors, two queries whatever their number (grouped by doctor id). */
export async function findSchedulesOf(
  db: Database,
  doctorIds: readonly number[],
): Promise<Map<number, { availability: WindowRow[]; overrides: OverrideRow[] }>> {
  const found = new Map(doctorIds.map((id) => [id, { availability: [] as WindowRow[], overrides: [] as OverrideRow[] }]));
  if (doctorIds.length === 0) return found;
  const windows = await db
    .select({
      doctorId: doctorAvailability.doctorId,
      mode: doctorAvailability.mode,
      dayOfWeek: doctorAvailability.dayOfWeek,
      startTime: doctorAvailability.startTime,
      endTime: doctorAvailability.endTime,
    })
    .from(doctorAvailability)
    .where(inArray(doctorAvailability.doctorId, [...doctorIds]))
    .orderBy(asc(doctorAvailability.dayOfWeek), asc(doctorAvailability.startTime), asc(doctorAvailability.id));
  for (const { doctorId, ...w } of windows)
    found.get(doctorId)?.availability.push({ ...w, startTime: w.startTime.slice(0, 5), endTime: w.endTime.slice(0, 5) });
  const daysOff = await db
    .select({
      doctorId: doctorDateOverrides.doctorId,
      startDate: doctorDateOverrides.startDate,
      endDate: doctorDateOverrides.endDate,
      reason: doctorDateOverrides.reason,
    })
    .from(doctorDateOverrides)
    .where(inArray(doctorDateOverrides.doctorId, [...doctorIds]))
    .orderBy(asc(doctorDateOverrides.startDate), asc(doctorDateOverrides.id));
  for (const { doctorId, ...o } of daysOff) found.get(doctorId)?.overrides.push(o);
  return found;
}

export async function insertDoctor(db: Database, fields: DoctorFields, now: Date): Promise<DoctorRow> {
  const [row] = await db
    .insert(doctors)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert into doctors returned no row');
  return row;
}

export async function updateDoctor(db: Database, id: number, fields: Partial<DoctorFields>, now: Date): Promise<DoctorRow | undefined> {
  const [row] = await db
    .update(doctors)
    .set({ ...fields, updatedAt: now })
    .where(eq(doctors.id, id))
    .returning();
  return row;
}

/** Replaces a doctor's weekly hours and overrides (inside the caller's transaction). */
export async function replaceSchedule(
  db: Database,
  doctorId: number,
  windows: readonly WindowRow[],
  overrides: readonly OverrideRow[],
): Promise<void> {
  await db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctorId));
  await db.delete(doctorDateOverrides).where(eq(doctorDateOverrides.doctorId, doctorId));
  if (windows.length > 0) await db.insert(doctorAvailability).values(windows.map((w) => ({ ...w, doctorId })));
  if (overrides.length > 0) await db.insert(doctorDateOverrides).values(overrides.map((o) => ({ ...o, doctorId })));
}

/** Swaps the photo key; answers the previous key, or undefined when the doctor is gone. */
export async function swapPhotoKey(
  db: Database,
  id: number,
  key: string | null,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  const [old] = await db.select({ photoKey: doctors.photoKey }).from(doctors).where(eq(doctors.id, id)).for('update');
  if (!old) return undefined;
  await db.update(doctors).set({ photoKey: key, updatedAt: now }).where(eq(doctors.id, id));
  return { previous: old.photoKey };
}

/** The live account a profile would link to (its role decides whether it may), locked for the transaction. */
export async function findLinkableAccount(db: Database, userId: number): Promise<{ id: number; role: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row;
}

/** The profile already linked to an account, if any. */
export async function findDoctorByUserId(db: Database, userId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: doctors.id, name: doctors.name }).from(doctors).where(eq(doctors.userId, userId));
  return row;
}

/** The profile holding a council's registration number, if any. */
export async function findDoctorByRegistration(
  db: Database,
  council: string,
  number: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(and(eq(doctors.medicalCouncil, council), eq(doctors.registrationNumber, number)));
  return row;
}

export async function countDoctors(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(doctors);
  return row?.n ?? 0;
}
