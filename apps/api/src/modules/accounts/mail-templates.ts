import { OTP_TTL_MINUTES } from '@dawa/shared/auth/rules';
import { escapeHtml, mailLayout, signatureText } from '../../providers/mail/layout.ts';
import type { MailMessage } from '../../providers/mail/types.ts';

const FOOTER = 'You are receiving this because this address was used on Dawa. If it was not you, ignore this mail.';
const SIGNATURE_TEXT = signatureText(FOOTER);
const layout = (title: string, body: string) => mailLayout(title, body, escapeHtml(FOOTER));

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

/**
 * The mail of a registration for an address that already has an account: the form answered as for a
 * new account (so it tells no one who is registered), and only the owner of the mailbox learns why no
 * code came: with a sign-in link and a password-reset link.
 */
export function accountExistsMail(to: { email: string; firstName: string }, links: { signIn: string; resetPassword: string }): MailMessage {
  const subject = 'You already have a Dawa account';
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  return {
    to: to.email,
    subject,
    text:
      `${greeting}\n\nSomeone, perhaps you, tried to register on Dawa with this address, but an account already exists for it. ` +
      `No new account was created.\n\nSign in here:\n\n${links.signIn}\n\nForgot your password? Reset it here:\n\n${links.resetPassword}` +
      SIGNATURE_TEXT,
    html: layout(
      subject,
      `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>Someone, perhaps you, tried to register on Dawa with this address, but an account already exists for it. No new account was created.</p>
<p><a href="${escapeHtml(links.signIn)}" style="color:#0f766e">Sign in to Dawa</a></p>
<p>Forgot your password? <a href="${escapeHtml(links.resetPassword)}" style="color:#0f766e">Reset it here</a>.</p>`,
    ),
  };
}
