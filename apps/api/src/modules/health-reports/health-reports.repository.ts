import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { healthReports, users } from '../../db/schema/index.ts';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

export type HealthReportRow = typeof healthReports.$inferSelect & { patientName: string };
export type NewHealthReport = typeof healthReports.$inferInsert;

/** Whose reports a reader may see: one patient's own, a doctor's patients (and their own), or everyone's (admins). */
export type ReportScope = { kind: 'own'; userId: number } | { kind: 'doctor'; userId: number } | { kind: 'all' };

/**
 * A doctor sees the reports of patients who have (or had) a booked appointment with them (not a
 * cancelled one, nor one still awaiting payment): the doctor's profile is the one linked to their account (doctors.user_id).
 */
const patientOfDoctor = (doctorUserId: number, patientId: SQL | number): SQL =>
  sql`exists (select 1 from appointments a join doctors d on d.id = a.doctor_id where d.user_id = ${doctorUserId} and a.patient_id = ${patientId} and a.status in ('scheduled', 'confirmed', 'completed', 'no_show'))`;

function scopeCondition(scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'own':
      return eq(healthReports.userId, scope.userId);
    case 'doctor':
      return sql`(${eq(healthReports.userId, scope.userId)} or ${patientOfDoctor(scope.userId, sql`${healthReports.userId}`)})`;
    case 'all':
      return undefined;
  }
}

const columns = {
  id: healthReports.id,
  userId: healthReports.userId,
  title: healthReports.title,
  description: healthReports.description,
  food: healthReports.food,
  medicines: healthReports.medicines,
  allergies: healthReports.allergies,
  foodHabits: healthReports.foodHabits,
  pastTreatments: healthReports.pastTreatments,
  fileKey: healthReports.fileKey,
  fileName: healthReports.fileName,
  fileContentType: healthReports.fileContentType,
  externalUrl: healthReports.externalUrl,
  createdAt: healthReports.createdAt,
  patientName: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
};

/** A page of the reports in scope (optionally one patient's), newest first. */
export async function findReportPage(
  db: Database,
  scope: ReportScope,
  patientId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: HealthReportRow[]; total: number }> {
  const where = and(scopeCondition(scope), patientId === undefined ? undefined : eq(healthReports.userId, patientId));
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(healthReports)
      .innerJoin(users, eq(users.id, healthReports.userId))
      .where(where)
      .orderBy(desc(healthReports.createdAt), desc(healthReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(healthReports).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every report of one patient, newest first (their data export: a person's reports are a handful). */
export function findReportsOf(db: Database, userId: number): Promise<HealthReportRow[]> {
  return db
    .select(columns)
    .from(healthReports)
    .innerJoin(users, eq(users.id, healthReports.userId))
    .where(eq(healthReports.userId, userId))
    .orderBy(desc(healthReports.createdAt), desc(healthReports.id));
}

/** One report, if it is in scope (out of scope reads exactly like missing: 404). */
export async function findReport(db: Database, scope: ReportScope, id: number): Promise<HealthReportRow | null> {
  const [row] = await db
    .select(columns)
    .from(healthReports)
    .innerJoin(users, eq(users.id, healthReports.userId))
    .where(and(eq(healthReports.id, id), scopeCondition(scope)));
  return row ?? null;
}

/** Whether a patient's reports are in scope at all (a staff filter naming someone else's patient is 404). */
export async function patientInScope(db: Database, scope: ReportScope, patientId: number): Promise<boolean> {
  if (scope.kind === 'all') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, patientId));
    return row !== undefined;
  }
  if (scope.userId === patientId) return true;
  if (scope.kind === 'own') return false;
  const result = await db.execute(sql`select ${patientOfDoctor(scope.userId, patientId)} as ok`);
  return Boolean(rowsOf<{ ok: boolean }>(result)[0]?.ok);
}

export async function insertReport(tx: Database, values: NewHealthReport): Promise<number> {
  const [row] = await tx.insert(healthReports).values(values).returning({ id: healthReports.id });
  if (!row) throw new Error('health report insert returned nothing');
  return row.id;
}

/** Deletes one of the owner's reports; answers the file key it had (null when none), or undefined when there was no such report. */
export async function deleteOwnReport(tx: Database, userId: number, id: number): Promise<{ fileKey: string | null } | undefined> {
  const [row] = await tx
    .delete(healthReports)
    .where(and(eq(healthReports.id, id), eq(healthReports.userId, userId)))
    .returning({ fileKey: healthReports.fileKey });
  return row;
}

/** All of a patient's reports go (account deletion); answers the file keys they had. */
export async function deleteReportsOf(tx: Database, userId: number): Promise<string[]> {
  const rows = await tx.delete(healthReports).where(eq(healthReports.userId, userId)).returning({ fileKey: healthReports.fileKey });
  return rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
}
