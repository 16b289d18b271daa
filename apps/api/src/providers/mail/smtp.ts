import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './types.ts';

/** Real mail through an SMTP server (SMTP_URL such as smtps://user:password@smtp.example.com:465). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
