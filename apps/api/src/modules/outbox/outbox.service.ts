import type { Database } from '../../db/client.ts';
import type { OutboxMail } from '../../providers/mail/outbox.ts';
import * as repo from './outbox.repository.ts';

export const OUTBOX_LIST_LIMIT = 100;

export interface OutboxMailView {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
  createdAt: string;
}

/** The mails the app kept instead of sending (no SMTP_URL): written by the outbox mailer, read by the dev mailbox. */
export function createOutboxService(db: Database) {
  return {
    /** Keeps one rendered mail. */
    save: (mail: OutboxMail) => repo.insertOutboxMail(db, mail),

    /** The latest mails, newest first, optionally to one address (compared lower-case). */
    async list(to?: string): Promise<OutboxMailView[]> {
      const rows = await repo.listOutboxMails(db, { to: to?.trim().toLowerCase() || undefined, limit: OUTBOX_LIST_LIMIT });
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Forgets every mail to an address (account deletion). */
    forget: (to: string) => repo.deleteOutboxMailsTo(db, to),
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
