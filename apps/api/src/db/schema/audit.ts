import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff write (and staff view of private data), append-only: a database trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0007). Written only through modules/audit `recordAudit`,
 * in the transaction of the change it records. No foreign keys: the record outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    /** The actor's role and e-mail when they acted (both can change later). */
    actorRole: text('actor_role').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt.desc()),
    index('audit_log_actor_email_idx').on(sql`lower(${t.actorEmail})`, t.occurredAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.occurredAt.desc()),
    index('audit_log_action_idx').on(t.action, t.occurredAt.desc()),
  ],
);
