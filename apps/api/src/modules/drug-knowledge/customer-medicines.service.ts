import { checkAgainstCustomerMedicines } from '@dawa/shared/assistant/knowledge/customer-medicines';
import type { CustomerMedicineWarning } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import type { ReviewMedicineCheck } from '@dawa/shared/prescriptions/review';
import type { Database } from '../../db/client.ts';
import { indiaDay, validityOf } from '../prescription-review/prescription-review.service.ts';
import * as repo from './customer-medicines.repository.ts';

/** How far back an order's medicines count as what the customer takes (issue 23). */
export const RECENT_ORDER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new order's products against the customer's other medicines (issue 23, item 4): the medicines of
 * their analysed or approved prescriptions still within validity, and of their orders of the last 90
 * days that were not cancelled. Two queries, however many medicines.
 */
export function checkOrderAgainstCustomerMedicines(
  db: Database,
  userId: number,
  productIds: readonly number[],
  now: Date,
): Promise<CustomerMedicineWarning[]> {
  return checkAgainst(db, userId, productIds, now, {});
}

/**
 * An analysed prescription's matched medicines against the customer's other prescriptions and recent
 * orders, as checkOrderAgainstCustomerMedicines (medicines the reader matched to no product are not checked).
 */
export function checkPrescriptionAgainstCustomerMedicines(
  db: Database,
  userId: number,
  prescriptionId: number,
  productIds: readonly number[],
  now: Date,
): Promise<CustomerMedicineWarning[]> {
  return checkAgainst(db, userId, productIds, now, { prescriptionId });
}

/**
 * A doctor's draft e-prescription against the patient's other medicines (issue 23, item 4): their
 * active prescriptions (earlier e-prescriptions too) and orders of the last 90 days, as an order is checked.
 */
export function checkPrescribingAgainstPatientMedicines(
  db: Database,
  patientId: number,
  productIds: readonly number[],
  now: Date,
): Promise<CustomerMedicineWarning[]> {
  return checkAgainst(db, patientId, productIds, now, {});
}

async function checkAgainst(
  db: Database,
  userId: number,
  productIds: readonly number[],
  now: Date,
  except: repo.Except,
): Promise<CustomerMedicineWarning[]> {
  if (productIds.length === 0) return [];
  const [ordered, recent] = await Promise.all([
    repo.findIngredientsOf(db, productIds),
    repo.findRecentMedicines(db, userId, new Date(now.getTime() - RECENT_ORDER_DAYS * DAY_MS), except),
  ]);
  if (ordered.length === 0 || recent.length === 0) return [];
  const today = indiaDay(now);
  const current = recent.filter((m) => m.kind === 'order' || validityOf(m) >= today);
  return checkAgainstCustomerMedicines(
    ordered,
    current.map((m) => ({
      origin: { kind: m.kind, id: m.refId, name: m.name },
      activeIngredient: m.activeIngredient,
      nameAsWritten: m.nameAsWritten,
    })),
  );
}

/** Keeps what the check found with the order, in the checkout's transaction (nothing when all is well). */
export async function recordOrderMedicineCheck(
  tx: Database,
  orderId: number,
  warnings: CustomerMedicineWarning[],
  now: Date,
): Promise<void> {
  if (warnings.length > 0) await repo.insertCheck(tx, orderId, warnings, now);
}

/** The warnings the order raised when it was placed (none when it raised none). */
export async function orderMedicineWarnings(db: Database, orderId: number): Promise<CustomerMedicineWarning[]> {
  return (await repo.findCheck(db, orderId))?.warnings ?? [];
}

/** The order's check as the pharmacist sees it, or null when the order raised no warning. */
export async function medicineCheckOf(db: Database, orderId: number): Promise<ReviewMedicineCheck | null> {
  const row = await repo.findCheck(db, orderId);
  if (!row) return null;
  return { warnings: row.warnings, reviewedAt: row.reviewedAt?.toISOString() ?? null, reviewedBy: row.reviewerEmail, note: row.reviewNote };
}

/** Records that a pharmacist reviewed the order's warnings (the caller audit-logs it); false when the order has none. */
export const markMedicineCheckReviewed = repo.markReviewed;
