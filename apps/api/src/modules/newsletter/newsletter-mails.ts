import { NEWSLETTER_CONFIRM_TTL_DAYS } from '@dawa/shared/content/newsletter';
import { escapeHtml, mailLayout, signatureText } from '../../providers/mail/layout.ts';
import type { MailMessage } from '../../providers/mail/types.ts';

/** The links every newsletter mail carries. */
export interface NewsletterLinks {
  unsubscribe: string;
}

const FOOTER = 'You are receiving this because this address was entered in the newsletter form on Dawa.';

/** The common layout, with the unsubscribe line every newsletter mail must have. */
const layout = (title: string, body: string, links: NewsletterLinks) =>
  mailLayout(
    title,
    body,
    `${escapeHtml(FOOTER)}\nDon't want these e-mails? <a href="${escapeHtml(links.unsubscribe)}" style="color:#6b7280">Unsubscribe</a> with one click.`,
  );

const newsletterSignature = (links: NewsletterLinks) =>
  signatureText(`${FOOTER}\nDon't want these e-mails? Unsubscribe with one click:\n${links.unsubscribe}`);

/** Mail clients show their own unsubscribe button from this header (RFC 2369). */
const listUnsubscribe = (links: NewsletterLinks) => ({ 'List-Unsubscribe': `<${links.unsubscribe}>` });

/** The double opt-in mail: nothing is sent to the address until the link in it is opened. */
export function confirmationMail(to: string, confirmLink: string, links: NewsletterLinks): MailMessage {
  const subject = 'Confirm your subscription to the Dawa newsletter';
  const intro = 'Thank you for signing up for health tips and offers from Dawa. Please confirm that this is your e-mail address:';
  const after = `The link works for ${NEWSLETTER_CONFIRM_TTL_DAYS} days. If you did not sign up, ignore this mail: you will not be subscribed.`;
  return {
    to,
    subject,
    headers: listUnsubscribe(links),
    text: `Hello,\n\n${intro}\n\n${confirmLink}\n\n${after}${newsletterSignature(links)}`,
    html: layout(
      subject,
      `<p style="margin:0">Hello,</p>
<p>${escapeHtml(intro)}</p>
<p style="margin:20px 0"><a href="${escapeHtml(confirmLink)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm my subscription</a></p>
<p>${escapeHtml(after)}</p>`,
      links,
    ),
  };
}

/** Sent instead when a confirmed subscriber signs up again: the form answers the same for everyone, the mail tells the truth. */
export function alreadySubscribedMail(to: string, links: NewsletterLinks): MailMessage {
  const subject = 'You are already subscribed to the Dawa newsletter';
  const body = 'Someone, probably you, entered this address in the newsletter form on Dawa. You are already subscribed, so there is nothing more to do.';
  return {
    to,
    subject,
    headers: listUnsubscribe(links),
    text: `Hello,\n\n${body}${newsletterSignature(links)}`,
    html: layout(subject, `<p style="margin:0">Hello,</p>\n<p>${escapeHtml(body)}</p>`, links),
  };
}
