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

/** Every text of the login alert, one entry per language (decision 031). */
export const LOGIN_ALERT_TEXTS = {
  en: {
    subject: 'New sign-in to your Dawa account',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    signedIn: (device: string, when: string, zone: string) =>
      `Your Dawa account was just signed in from a device we have not seen before: ${device}, on ${when} (${zone}).`,
    ifYou: 'If this was you, there is nothing to do.',
    ifNotYou: 'If it was not you, change your password now:',
    resetAction: 'Change my password',
    settings: "You can turn these alerts off under Settings, 'Login Alerts':",
    settingsAction: 'Open my settings',
    footer: 'You are receiving this because login alerts are on for your Dawa account.',
  },
} as const;

/** The mail of a sign-in from a new device, at the time of the account's own 'Timezone', with links to reset the password and to the settings (on PUBLIC_URL). */
export function loginAlertMail(
  to: { email: string; firstName: string; timeZone: { iana: string; label: string } },
  device: string,
  at: Date,
  links: { resetPassword: string; settings: string },
): MailMessage {
  const t = LOGIN_ALERT_TEXTS.en;
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: to.timeZone.iana }).format(at);
  const signedIn = t.signedIn(device, when, to.timeZone.label);
  return {
    to: to.email,
    subject: t.subject,
    text: `${t.hello(to.firstName)}\n\n${signedIn}\n\n${t.ifYou}\n${t.ifNotYou} ${links.resetPassword}\n\n${t.settings} ${links.settings}${signatureText(t.footer)}`,
    html: mailLayout(
      t.subject,
      `<p style="margin:0">${escapeHtml(t.hello(to.firstName))}</p>
<p>${escapeHtml(signedIn)}</p>
<p>${escapeHtml(t.ifYou)}</p>
<p>${escapeHtml(t.ifNotYou)} <a href="${escapeHtml(links.resetPassword)}" style="color:#0f766e">${escapeHtml(t.resetAction)}</a></p>
<p>${escapeHtml(t.settings)} <a href="${escapeHtml(links.settings)}" style="color:#0f766e">${escapeHtml(t.settingsAction)}</a></p>`,
      escapeHtml(t.footer),
    ),
  };
}
