import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A patient's health reports (migration 0017, decision 029). The file is private: served only by /api/health-reports/:id/file. */
export const healthReports = pgTable(
  'health_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    food: text('food').notNull().default(''),
    medicines: text('medicines').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    foodHabits: text('food_habits').notNull().default(''),
    pastTreatments: text('past_treatments').notNull().default(''),
    /** Storage key under health-reports/ (registered in stored_files as health_report). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    /** A web address the patient gave instead of a file (http or https only). */
    externalUrl: text('external_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_reports_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('health_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('health_reports_title_check', sql`length(btrim(${t.title})) BETWEEN 1 AND 200`),
    check('health_reports_description_check', sql`length(btrim(${t.description})) BETWEEN 1 AND 5000`),
    check('health_reports_file_or_url_check', sql`${t.fileKey} IS NULL OR ${t.externalUrl} IS NULL`),
    check('health_reports_url_check', sql`${t.externalUrl} IS NULL OR ${t.externalUrl} ~ '^https?://'`),
  ],
);
