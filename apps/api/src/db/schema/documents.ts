import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES } from '@dawa/shared/admin/documents-rules';

/**
 * Every uploaded file the store keeps (Uploaded Documents). Avatars and review photos are kept in
 * step with their owners' rows by triggers (migration 0011); other uploaders register through
 * modules/documents.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Storage key: folder/file name. */
    key: text('key').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    ownerUserId: integer('owner_user_id'),
    /** The owning row when it is not the user (a review's id). */
    ownerRef: text('owner_ref'),
    originalName: text('original_name').notNull().default(''),
    sizeBytes: integer('size_bytes'),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key_key').on(t.key),
    index('stored_files_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('stored_files_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    check(
      'stored_files_category_check',
      sql`category in ('profile_picture', 'review_photo', 'product_image', 'doctor_photo', 'prescription', 'health_report')`,
    ),
  ],
);
