import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  mail: { to: string; subject: string; text: string; html: string | null; attachments?: { filename: string; contentType: string; content: string }[] | null },
): Promise<void> {
  await db.insert(outboxEmails).values(mail);
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
