import {
  NEWSLETTER_ALREADY_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRM_TTL_DAYS,
  NEWSLETTER_INVALID_CONFIRM_MESSAGE,
  NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE,
  NEWSLETTER_MAIL_COOLDOWN_SECONDS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type NewsletterResponse,
} from '@dawa/shared/content/newsletter';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer, MailMessage } from '../../providers/mail/types.ts';
import { alreadySubscribedMail, confirmationMail, type NewsletterLinks } from './newsletter-mails.ts';
import * as repo from './newsletter.repository.ts';
import { hashConfirmToken, newConfirmToken, newsletterKey, readUnsubscribeToken, unsubscribeToken } from './newsletter-tokens.ts';

export interface NewsletterContext {
  db: Database;
  mailer: Mailer;
  /** The server's pepper (secrets.otpPepper); the newsletter derives its own key from it. */
  pepper: Buffer;
  /** The web app's origin, for links in mails. */
  publicUrl: string;
  log: { error(details: object, message: string): void };
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newsletter sign-up with double opt-in, confirmation and one-click unsubscribe. */
export function createNewsletterService(ctx: NewsletterContext) {
  const { db } = ctx;
  const key = newsletterKey(ctx.pepper);
  const linksFor = (id: number): NewsletterLinks => ({
    unsubscribe: `${ctx.publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken(key, id)}`,
  });

  /** A mail that fails is logged; the person can sign up again after the cooldown. */
  async function send(mail: MailMessage): Promise<void> {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, subject: mail.subject }, 'sending a newsletter mail failed');
    }
  }

  return {
    /**
     * Signs an address up and mails it: a confirmation link when it is new, pending or unsubscribed;
     * an "already subscribed" note when it is confirmed. The answer is the same in every case (the
     * form does not tell who is subscribed), and an address gets at most one mail a minute.
     */
    async subscribe(email: string): Promise<NewsletterResponse> {
      const now = ctx.now();
      const token = newConfirmToken();
      const claimed = await repo.claimMailSlot(db, {
        email,
        confirmTokenHash: hashConfirmToken(key, token),
        now,
        lastMailBefore: new Date(now.getTime() - NEWSLETTER_MAIL_COOLDOWN_SECONDS * 1000),
      });
      if (!claimed) {
        // Within the minute: a pending or confirmed address already has its mail. Only an address that
        // unsubscribed moments ago has no working link yet: it must wait for the next mail.
        const current = await repo.findByEmail(db, email);
        if (current?.status === 'unsubscribed') {
          const readyAt = (current.confirmationSentAt?.getTime() ?? 0) + NEWSLETTER_MAIL_COOLDOWN_SECONDS * 1000;
          const seconds = Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000));
          throw new AppError('rate_limited', `Please wait ${seconds} seconds before subscribing again.`);
        }
        return { message: NEWSLETTER_MESSAGES.subscribed };
      }
      const links = linksFor(claimed.id);
      await send(
        claimed.status === 'confirmed'
          ? alreadySubscribedMail(email, links)
          : confirmationMail(email, `${ctx.publicUrl}/newsletter/confirm?token=${token}`, links),
      );
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },

    /** Confirms the subscription of a confirmation link; opening the link again is not an error. */
    async confirm(token: string): Promise<NewsletterResponse> {
      const now = ctx.now();
      const hash = hashConfirmToken(key, token);
      if (await repo.confirmPending(db, hash, now, new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS))) {
        return { message: NEWSLETTER_CONFIRMED_MESSAGE };
      }
      const row = await repo.findByConfirmHash(db, hash);
      if (row?.status === 'confirmed') return { message: NEWSLETTER_ALREADY_CONFIRMED_MESSAGE };
      throw new AppError('invalid_input', NEWSLETTER_INVALID_CONFIRM_MESSAGE);
    },

    /** Ends a subscription from the link in any newsletter mail; a second click says the same. */
    async unsubscribe(token: string): Promise<NewsletterResponse> {
      const id = readUnsubscribeToken(key, token);
      if (id === null) throw new AppError('invalid_input', NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE);
      if (await repo.unsubscribe(db, id, ctx.now())) return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
      if (await repo.findById(db, id)) return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
      throw new AppError('invalid_input', NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE);
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;

/** The subscription of an e-mail address, whether or not it was made while signed in (for my-data.json). */
export async function subscriptionOf(db: Database, email: string) {
  const row = await repo.findByEmail(db, email.toLowerCase());
  if (!row) return null;
  return {
    email: row.email,
    status: row.status,
    subscribedAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Forgets the subscription of an e-mail address, in the account deletion's transaction. */
export function forgetSubscriptionOf(tx: Database, email: string): Promise<void> {
  return repo.deleteSubscriptionOf(tx, email);
}
