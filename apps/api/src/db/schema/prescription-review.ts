import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REJECTION_REASONS } from '@dawa/shared/prescriptions/review';
import { users } from './accounts.ts';
import { orderItems, orders } from './commerce.ts';
import { prescriptionMedicines, prescriptions } from './prescriptions.ts';

/** The prescriptions a customer attached to an order at checkout (decision 026). */
export const orderPrescriptions = pgTable(
  'order_prescriptions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
  },
  (t) => [
    primaryKey({ name: 'order_prescriptions_pkey', columns: [t.orderId, t.prescriptionId] }),
    index('order_prescriptions_prescription_idx').on(t.prescriptionId),
  ],
);

/** A pharmacist's registration number, entered once, recorded with each decision. */
export const pharmacistRegistrations = pgTable('pharmacist_registrations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pharmacist's decision on one prescription line of an order. An approved line names the
 * prescription medicine that covers it, the prescribed quantity and the validity: the ledger.
 */
export const prescriptionLineDecisions = pgTable(
  'prescription_line_decisions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    prescriptionMedicineId: integer('prescription_medicine_id').references(() => prescriptionMedicines.id),
    prescribedQuantity: integer('prescribed_quantity'),
    validUntil: date('valid_until', { mode: 'string' }),
    reason: text('reason', { enum: REJECTION_REASONS }),
    reasonText: text('reason_text'),
    pharmacistId: integer('pharmacist_id')
      .notNull()
      .references(() => users.id),
    pharmacistRegistration: text('pharmacist_registration').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prescription_line_decisions_item_key').on(t.orderItemId),
    index('prescription_line_decisions_medicine_idx')
      .on(t.prescriptionMedicineId)
      .where(sql`decision = 'approved'`),
    index('prescription_line_decisions_order_idx').on(t.orderId),
    check('prescription_line_decisions_decision_check', sql`decision in ('approved', 'rejected')`),
    check(
      'prescription_line_decisions_reason_check',
      sql.raw(`reason is null or reason in (${REJECTION_REASONS.map((r) => `'${r}'`).join(', ')})`),
    ),
    check(
      'prescription_line_decisions_shape_check',
      sql`(decision = 'approved' and prescription_medicine_id is not null and prescribed_quantity > 0 and valid_until is not null) or (decision = 'rejected' and reason is not null)`,
    ),
  ],
);

/**
 * The order line a dispatch record is about: the ledger and the Schedule H1 register both keep it,
 * without a cascade (a dispatch record outlives any later change to the order).
 */
const dispatchedLine = () => ({
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  orderItemId: integer('order_item_id')
    .notNull()
    .references(() => orderItems.id),
});

/** What each dispatched order took from a prescription medicine (written in the dispatch transaction). */
export const prescriptionLedger = pgTable(
  'prescription_ledger',
  {
    id: serial('id').primaryKey(),
    prescriptionMedicineId: integer('prescription_medicine_id')
      .notNull()
      .references(() => prescriptionMedicines.id),
    ...dispatchedLine(),
    quantity: integer('quantity').notNull(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prescription_ledger_item_key').on(t.orderItemId),
    index('prescription_ledger_medicine_idx').on(t.prescriptionMedicineId),
    check('prescription_ledger_quantity_check', sql`quantity > 0`),
  ],
);

/** The Schedule H1 register: one entry per dispatched H1 line, copied so later edits cannot change it. */
export const scheduleH1Register = pgTable(
  'schedule_h1_register',
  {
    id: serial('id').primaryKey(),
    ...dispatchedLine(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberRegistration: text('prescriber_registration').notNull(),
    patientName: text('patient_name').notNull(),
    drugName: text('drug_name').notNull(),
    quantity: integer('quantity').notNull(),
    userOrderNumber: integer('user_order_number').notNull(),
  },
  (t) => [
    uniqueIndex('schedule_h1_register_item_key').on(t.orderItemId),
    index('schedule_h1_register_dispatched_idx').on(t.dispatchedAt, t.id),
  ],
);
