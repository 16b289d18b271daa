import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: number | undefined;
  actorEmail?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive lower and exclusive upper bound of occurred_at. */
  from?: Date | undefined;
  until?: Date | undefined;
}

/** Appends one record (the only write this table ever takes: a trigger refuses UPDATE and DELETE). */
export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actorEmail ? sql`lower(${auditLog.actorEmail}) = ${filter.actorEmail.toLowerCase()}` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.occurredAt, filter.from) : undefined,
    filter.until ? lt(auditLog.occurredAt, filter.until) : undefined,
  );
}

/** One page of records matching the filter, newest first, and how many match in all. */
export async function findAuditPage(
  db: Database,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: counted?.n ?? 0 };
}
