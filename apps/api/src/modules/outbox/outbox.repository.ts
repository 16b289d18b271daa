import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { currentRequestId } from '../../lib/request-context.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  mail: { to: string; subject: string; text: string; html: string | null; attachments?: { filename: string; contentType: string; content: string }[] | null },
): Promise<void> {
  await db.insert(outboxEmails).values({ ...mail, requestId: currentRequestId() });
}

/** Newest first, optionally only those to one address. */
export function listOutboxMails(db: Database, options: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(options.to ? eq(outboxEmails.to, options.to) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(options.limit);
}

export async function deleteOutboxMailsTo(db: Database, to: string): Promise<void> {
  await db.delete(outboxEmails).where(eq(outboxEmails.to, to));
}

export type NewQueuedMail = Pick<typeof outboxEmails.$inferInsert, 'to' | 'subject' | 'text' | 'html' | 'attachments' | 'template' | 'params' | 'language'>;

/** A mail written in the caller's transaction (the outbox pattern): it exists exactly when the change it announces does. */
export async function insertQueuedMail(tx: Database, mail: NewQueuedMail): Promise<void> {
  await tx.insert(outboxEmails).values({ ...mail, requestId: currentRequestId() });
}

/** Queued mails not yet handed to SMTP, oldest first, locked so two relays never send one twice. */
export function lockUnsentMails(tx: Database, options: { afterId: number; limit: number; maxAttempts: number }): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(outboxEmails)
    .where(
      and(isNotNull(outboxEmails.template), isNull(outboxEmails.sentAt), lt(outboxEmails.attempts, options.maxAttempts), gt(outboxEmails.id, options.afterId)),
    )
    .orderBy(asc(outboxEmails.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
}

export async function markMailSent(tx: Database, id: number, at: Date): Promise<void> {
  await tx.update(outboxEmails).set({ sentAt: at, attempts: sql`${outboxEmails.attempts} + 1`, lastError: null }).where(eq(outboxEmails.id, id));
}

export async function markMailFailed(tx: Database, id: number, error: string): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outboxEmails.id, id));
}
