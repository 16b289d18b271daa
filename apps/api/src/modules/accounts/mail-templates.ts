import { OTP_TTL_MINUTES } from '@dawa/shared/auth/rules';
import type { MailMessage } from '../../providers/mail/types.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SIGNATURE_TEXT =
  '\n\nStay well,\nThe Dawa team\n\nYou are receiving this because this address was used on Dawa. If it was not you, ignore this mail.';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0f766e">Dawa</p>
${body}
<p style="margin:24px 0 0">Stay well,<br>The Dawa team</p>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">You are receiving this because this address was used on Dawa. If it was not you, ignore this mail.</p>
</div></body></html>`;
}

const codeBlock = (code: string) =>
  `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`;

/** The mail sent on registration and on resend: the 6-digit code and a link to /verify-email. */
export function verificationMail(to: { email: string; firstName: string }, code: string, link: string): MailMessage {
  const subject = 'Verify your email for Dawa';
  return {
    to: to.email,
    subject,
    text:
      `Hello ${to.firstName},\n\nWelcome to Dawa. Your verification code is:\n\n    ${code}\n\n` +
      `It expires in ${OTP_TTL_MINUTES} minutes. You can also verify by opening this link:\n\n${link}` +
      SIGNATURE_TEXT,
    html: layout(
      subject,
      `<p style="margin:0">Hello ${escapeHtml(to.firstName)},</p>
<p>Welcome to Dawa. Your verification code is:</p>${codeBlock(code)}
<p>It expires in ${OTP_TTL_MINUTES} minutes. You can also verify by opening this link:</p>
<p><a href="${escapeHtml(link)}" style="color:#0f766e">Verify my email</a></p>`,
    ),
  };
}

/** The mail of /api/forgot-password-otp: the code that lets the owner set a new password. */
export function passwordResetMail(to: { email: string; firstName: string }, code: string): MailMessage {
  const subject = 'Your Dawa password reset code';
  return {
    to: to.email,
    subject,
    text:
      `Hello ${to.firstName},\n\nSomeone asked to reset the password of your Dawa account. Your code is:\n\n    ${code}\n\n` +
      `It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for this, you can ignore this mail: your password stays as it is.` +
      SIGNATURE_TEXT,
    html: layout(
      subject,
      `<p style="margin:0">Hello ${escapeHtml(to.firstName)},</p>
<p>Someone asked to reset the password of your Dawa account. Your code is:</p>${codeBlock(code)}
<p>It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for this, you can ignore this mail: your password stays as it is.</p>`,
    ),
  };
}
