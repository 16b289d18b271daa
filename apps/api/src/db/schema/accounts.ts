import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SETTINGS, LANGUAGES, PROFILE_VISIBILITIES, TIMEZONES } from '@dawa/shared/account/settings';
import { DEFAULT_PHONE_COUNTRY, ROLES } from '@dawa/shared/auth/rules';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; unique whatever the case (a deleted account's address is replaced, freeing it). */
    email: text('email').notNull(),
    /** argon2id PHC string; '!' (matches nothing) once the account is deleted. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneCountry: text('phone_country').notNull().default(DEFAULT_PHONE_COUNTRY),
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postalCode: text('postal_code'),
    address: text('address'),
    /** Storage key of the 200x200 JPEG avatar, served at /api/media/avatars/:key. */
    profilePictureKey: text('profile_picture_key'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
    /** Set when the owner deletes the account; the row stays, anonymised, for the orders the law keeps. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
    index('users_customer_created_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'user'`),
    index('users_staff_role_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'user' AND ${t.deletedAt} IS NULL`),
    index('users_search_trgm_idx').using('gin', sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})) gin_trgm_ops`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(DEFAULT_SETTINGS.emailNotifications),
    smsNotifications: boolean('sms_notifications').notNull().default(DEFAULT_SETTINGS.smsNotifications),
    pushNotifications: boolean('push_notifications').notNull().default(DEFAULT_SETTINGS.pushNotifications),
    orderUpdates: boolean('order_updates').notNull().default(DEFAULT_SETTINGS.orderUpdates),
    promotionalEmails: boolean('promotional_emails').notNull().default(DEFAULT_SETTINGS.promotionalEmails),
    appointmentReminders: boolean('appointment_reminders').notNull().default(DEFAULT_SETTINGS.appointmentReminders),
    darkMode: boolean('dark_mode').notNull().default(DEFAULT_SETTINGS.darkMode),
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_SETTINGS.language),
    timezone: text('timezone', { enum: TIMEZONES }).notNull().default(DEFAULT_SETTINGS.timezone),
    profileVisibility: text('profile_visibility', { enum: PROFILE_VISIBILITIES }).notNull().default(DEFAULT_SETTINGS.profileVisibility),
    dataSharing: boolean('data_sharing').notNull().default(DEFAULT_SETTINGS.dataSharing),
    analyticsTracking: boolean('analytics_tracking').notNull().default(DEFAULT_SETTINGS.analyticsTracking),
    twoFactorAuth: boolean('two_factor_auth').notNull().default(DEFAULT_SETTINGS.twoFactorAuth),
    loginAlerts: boolean('login_alerts').notNull().default(DEFAULT_SETTINGS.loginAlerts),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('user_settings_language_check', sql.raw(`language in (${LANGUAGES.map((v) => `'${v}'`).join(', ')})`)),
    check('user_settings_timezone_check', sql.raw(`timezone in (${TIMEZONES.map((v) => `'${v}'`).join(', ')})`)),
    check('user_settings_visibility_check', sql.raw(`profile_visibility in (${PROFILE_VISIBILITIES.map((v) => `'${v}'`).join(', ')})`)),
  ],
);

/** One row per issued refresh token; a login starts a family, each refresh adds the next token to it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** sha-256 of the token (base64url); the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Whether the session (the family; every token of it carries the same) was signed in with a second factor. */
    secondFactor: boolean('second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** The live one-time code of a user for one purpose (a new code replaces the row's code). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email-verification', 'password-reset'] }).notNull(),
    /** HMAC-SHA-256 of user id, purpose and code with the server pepper. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_codes_user_purpose_key').on(t.userId, t.purpose),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('email-verification', 'password-reset')`),
  ],
);

export const emailVerificationLinks = pgTable(
  'email_verification_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_verification_links_hash_key').on(t.tokenHash), index('email_verification_links_user_idx').on(t.userId)],
);

/** Mails kept by the app when no SMTP server is configured (development mailbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Small text attachments (calendar .ics files), as the mail carried them. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Mails written in a transaction (migration 0025): the template's code and parameters, and its language. */
    template: text('template'),
    params: jsonb('params'),
    language: text('language').notNull().default('en'),
    /** With SMTP, when the relay handed it over; null while waiting (or in the dev mailbox, where it stays). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The request that wrote it (migration 0046): the relay's log lines about it carry it. */
    requestId: text('request_id'),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.id),
    index('outbox_emails_unsent_idx')
      .on(t.id)
      .where(sql`template is not null and sent_at is null`),
  ],
);

/** The devices (browser family, system and kind, hashed) a user has signed in from: a new one triggers the login alert (decision 031). */
export const userDevices = pgTable(
  'user_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    label: text('label').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_devices_user_hash_key').on(t.userId, t.deviceHash)],
);

/** An account's TOTP authenticator (decision 018): pending until a first code confirms it. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, AES-256-GCM with a key derived from the server secret (iv.ciphertext.tag, base64url). */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Set when the owner typed a first right code; until then sign-in does not ask for codes. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of this step or an earlier one is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an account with two-factor sign-in, stored as peppered hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_key').on(t.codeHash), index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
