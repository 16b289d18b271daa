import { inTransaction, type Database } from '../../db/client.ts';
import type { OutboxMail } from '../../providers/mail/outbox.ts';
import type { Mailer, MailMessage } from '../../providers/mail/types.ts';
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

/** A rendered mail and what it was rendered from: the template's code, its parameters and the language. */
export interface QueuedMail extends MailMessage {
  template: string;
  params: Record<string, unknown>;
  language: string;
}

/**
 * Writes a mail in the caller's transaction (the outbox pattern, decision 031): it is kept exactly when
 * the change it announces commits. Without SMTP the row is the development mailbox's mail; with SMTP
 * the relay sends it.
 */
export async function enqueueMail(tx: Database, mail: QueuedMail): Promise<void> {
  await repo.insertQueuedMail(tx, {
    to: mail.to.trim().toLowerCase(),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Calendar files (.ics) of appointment mails go with the mail, to the mailbox and through SMTP.
    attachments: mail.attachments?.length ? mail.attachments : null,
    template: mail.template,
    params: mail.params,
    language: mail.language,
  });
}

/** How often the relay looks for queued mails: an order mail leaves within this many seconds of its change. */
export const MAIL_RELAY_SECONDS = 5;

/** Sends a queued mail at most this many times before leaving it for an operator (last_error says why). */
export const MAIL_RELAY_MAX_ATTEMPTS = 5;

/**
 * The relay of queued mails to SMTP: each drain sends the oldest unsent rows, one transaction per mail
 * holding its row lock (SKIP LOCKED, so several instances share the work), and marks it sent or failed.
 * A crash between SMTP's acceptance and the commit sends that one mail twice: at least once, never lost.
 */
export function createMailRelay(deps: {
  db: Database;
  mailer: Mailer;
  log: { error(details: object, message: string): void; info?(details: object, message: string): void };
  now: () => Date;
}) {
  /** Sends the oldest unsent mail after `afterId` (a failed one waits for the next drain); answers its id, or null when none is left. */
  async function sendOne(afterId: number): Promise<number | null> {
    return inTransaction(deps.db, async (tx) => {
      const [mail] = await repo.lockUnsentMails(tx, { afterId, limit: 1, maxAttempts: MAIL_RELAY_MAX_ATTEMPTS });
      if (!mail) return null;
      try {
        await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '', ...(mail.attachments ? { attachments: mail.attachments } : {}) });
        await repo.markMailSent(tx, mail.id, deps.now());
        // reqId: the request that wrote the mail (null for a sweep's), so its log follows it here.
        deps.log.info?.({ mailId: mail.id, template: mail.template, reqId: mail.requestId }, 'queued mail sent');
      } catch (error) {
        deps.log.error({ mailId: mail.id, err: String(error), reqId: mail.requestId }, 'queued mail not sent');
        await repo.markMailFailed(tx, mail.id, String(error));
      }
      return mail.id;
    });
  }
  return {
    /** Sends up to `max` queued mails; answers how many it tried. */
    async drain(max = 50): Promise<number> {
      let tried = 0;
      let last = 0;
      while (tried < max) {
        const id = await sendOne(last);
        if (id === null) break;
        last = id;
        tried += 1;
      }
      return tried;
    },
  };
}
export type MailRelay = ReturnType<typeof createMailRelay>;
