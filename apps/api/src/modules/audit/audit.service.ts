import type { AdminAuditEntry, AdminAuditLogQuery, AdminAuditLogResponse } from '@dawa/shared/admin/audit';
import type { AuditAction, AuditEntityType } from '@dawa/shared/admin/audit-actions';
import { ADMIN_AUDIT_PAGE_SIZE } from '@dawa/shared/admin/audit-actions';
import type { Role } from '@dawa/shared/auth/rules';
import { pageCount } from '@dawa/shared/http/pagination';
import type { Database } from '../../db/client.ts';
import * as audit from './audit.repository.ts';

/** Who acted, as they were when they did (role and e-mail can change later). */
export interface AuditActor {
  id: number;
  role: Role;
  email: string;
}

/** The staff request a change comes from: its actor, request id and client address. */
export interface AuditContext {
  actor: AuditActor;
  requestId: string | null;
  ip: string | null;
}

/** One record: who (context), what (action on an entity) and the entity before and after. */
export interface AuditEntry extends AuditContext {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | null;
  /** The parts of the entity the change touched, as they were and as they became (null when none). */
  before: unknown;
  after: unknown;
}

/**
 * Appends an audit record. Call it with the `tx` of the change it records, so that the change and
 * its record land together or not at all. This is the one table other modules' writes reach: they
 * call this function, never the audit repository (docs/decisions/016).
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await audit.insertAuditRow(tx, {
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId,
    ip: entry.ip,
  });
}

/** India Standard Time is UTC+05:30 all year (no daylight saving): a day filter means an IST day. */
const IST_OFFSET = '+05:30';
const startOfIstDay = (day: string) => new Date(`${day}T00:00:00${IST_OFFSET}`);
const DAY_MS = 24 * 60 * 60 * 1000;

function toEntry(row: audit.AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor: { id: row.actorId, role: row.actorRole, email: row.actorEmail },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/** Reading the audit log (admins only; writing goes through `recordAudit`). */
export function createAuditService(db: Database) {
  return {
    /** Records matching the filters, newest first, one page at a time. */
    async list(query: AdminAuditLogQuery): Promise<AdminAuditLogResponse> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ADMIN_AUDIT_PAGE_SIZE;
      const { rows, total } = await audit.findAuditPage(
        db,
        {
          actorId: query.actorId,
          actorEmail: query.actorEmail || undefined,
          action: query.action,
          entityType: query.entityType,
          entityId: query.entityId || undefined,
          from: query.from ? startOfIstDay(query.from) : undefined,
          until: query.to ? new Date(startOfIstDay(query.to).getTime() + DAY_MS) : undefined,
        },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      return { items: rows.map(toEntry), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
