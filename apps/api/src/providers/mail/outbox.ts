import nodemailer from 'nodemailer';
import type { MailAttachment, Mailer, MailMessage } from './types.ts';

/** A mail as nodemailer's JSON transport renders it, with addresses parsed. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[] | null;
}

export interface OutboxMailerOptions {
  from: string;
  /** Keeps the rendered mail (the app stores it in outbox_emails). */
  save(mail: OutboxMail): Promise<void>;
}

interface JsonTransportMessage {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
}

/**
 * The offline default: nodemailer renders the mail with its JSON transport (so addresses are parsed
 * and checked exactly as SMTP would), and the result is kept for the development mailbox instead of sent.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const rendered = JSON.parse(info.message) as JsonTransportMessage;
      await options.save({
        to: (rendered.to ?? []).map((a) => a.address).join(', '),
        subject: rendered.subject ?? '',
        text: rendered.text ?? '',
        html: rendered.html ?? null,
        // Kept as the app wrote them (the JSON transport would base64 them).
        attachments: message.attachments?.length ? message.attachments : null,
      });
    },
    close: () => transport.close(),
  };
}
