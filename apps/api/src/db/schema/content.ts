import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** Newsletter sign-ups with double opt-in: pending until the link in the confirmation mail is opened. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** HMAC of the confirmation token mailed to the subscriber. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    check('newsletter_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('newsletter_status_check', sql`status in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
