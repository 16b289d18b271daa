/** One mail as the app writes it: plain text for every client, simple HTML for the rest. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
  /** Small text files, e.g. an appointment's calendar invitation (text/calendar). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** With parameters where they matter: 'text/calendar; method=REQUEST'. */
  contentType: string;
  content: string;
}

/** How mail leaves the app: SMTP in production, the outbox kept in the database by default. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
