import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { POLICY_PAGES } from '@dawa/shared/admin/site-content-rules';

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

/** A section of a blog article as stored (the shape the article page renders). */
export interface StoredBlogSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** Health articles of /blog (seeded from the built-in articles on a fresh database). */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull().default(''),
    sections: jsonb('sections').$type<StoredBlogSection[]>().notNull(),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    /** YYYY-MM-DD, the day shown as 'Published'. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_articles_slug_key').on(t.slug),
    index('blog_articles_published_idx')
      .on(t.publishedOn.desc(), t.title)
      .where(sql`published`),
    check('blog_articles_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Versions of the policy pages: an edit adds a version; the public page shows the newest published. */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: POLICY_PAGES }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policy_versions_page_version_key').on(t.page, t.version),
    check('policy_versions_page_check', sql`page in ('shipping', 'returns', 'privacy', 'terms', 'legal', 'faq')`),
  ],
);

/** Home page hero banners; the newest active one inside its window is shown. */
export const heroBanners = pgTable(
  'hero_banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    ctaLabel: text('cta_label').notNull(),
    ctaHref: text('cta_href').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('hero_banners_window_check', sql`ends_at is null or ends_at > starts_at`)],
);
