import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CustomerMedicineWarning } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import { users } from './accounts.ts';
import { orders } from './commerce.ts';

/**
 * What the check across a customer's medicines found when an order was placed (issue 23): kept as
 * found then, so the pharmacist reviews what the customer was warned about, and the pharmacist who
 * recorded reviewing it. A row exists only for an order with warnings.
 */
export const orderMedicineChecks = pgTable('order_medicine_checks', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  warnings: jsonb('warnings').$type<CustomerMedicineWarning[]>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNote: text('review_note'),
});
