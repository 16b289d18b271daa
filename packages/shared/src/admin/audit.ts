import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { isoDate, positiveIntParam } from '../http/primitives.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit-actions.ts';

/** One audit record as the Audit Log section shows it. */
export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.number().int(), role: z.string(), email: z.string() }),
  // Plain strings on the way out: a record written before a name left the lists must still show.
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** GET /api/admin/audit-log: filters (all optional), newest first, paged. Dates are whole days in India time. */
export const AdminAuditLogQuerySchema = z
  .object({
    actorId: positiveIntParam('actorId', 2_147_483_647).optional(),
    actorEmail: z.string().trim().toLowerCase().max(254, 'Actor e-mail must be at most 254 characters').optional(),
    action: z.enum(AUDIT_ACTIONS, 'Choose an action from the list').optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, 'Choose an entity from the list').optional(),
    entityId: z.string().trim().max(64, 'Entity id must be at most 64 characters').optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['to'] });
export type AdminAuditLogQuery = z.infer<typeof AdminAuditLogQuerySchema>;

export const AdminAuditLogResponseSchema = pagedSchema(AdminAuditEntrySchema);
export type AdminAuditLogResponse = z.infer<typeof AdminAuditLogResponseSchema>;
