import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orderMedicineChecks, orders, prescriptionMedicines, prescriptions, products, users } from '../../db/schema/index.ts';
import type { CustomerMedicineWarning } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';

/** The prescription statuses whose medicines count as what the customer takes. */
const ACTIVE_PRESCRIPTION_STATUSES = ['analyzed', 'approved'] as const;

/** One medicine the customer already has, from either source. */
export interface RecentMedicineRow {
  kind: 'prescription' | 'order';
  refId: number;
  name: string;
  nameAsWritten: string | null;
  activeIngredient: string | null;
  /** A prescription's written date (its validity counts from it), else null. */
  prescribedOn: string | null;
  createdAt: Date;
}

/** What to leave out: the order or the prescription being checked. */
export interface Except {
  orderId?: number;
  prescriptionId?: number;
}

/**
 * In ONE query: the medicines of the customer's analysed or approved prescriptions (the caller drops
 * the expired ones) and the lines of their orders placed since `since` that were not cancelled,
 * leaving out the order or prescription being checked.
 */
export async function findRecentMedicines(db: Database, userId: number, since: Date, except: Except): Promise<RecentMedicineRow[]> {
  const fromPrescriptions = db
    .select({
      kind: sql<'prescription' | 'order'>`'prescription'`.as('kind'),
      refId: prescriptions.id,
      name: sql<string>`coalesce(${products.name}, ${prescriptionMedicines.nameAsWritten})`.as('name'),
      nameAsWritten: sql<string | null>`${prescriptionMedicines.nameAsWritten}`.as('name_as_written'),
      activeIngredient: products.activeIngredient,
      prescribedOn: prescriptions.prescribedOn,
      createdAt: prescriptions.createdAt,
    })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .leftJoin(products, eq(products.id, prescriptionMedicines.productId))
    .where(
      and(
        eq(prescriptions.userId, userId),
        isNull(prescriptions.deletedAt),
        inArray(prescriptions.status, [...ACTIVE_PRESCRIPTION_STATUSES]),
        except.prescriptionId === undefined ? undefined : ne(prescriptions.id, except.prescriptionId),
      ),
    );
  const fromOrders = db
    .select({
      kind: sql<'prescription' | 'order'>`'order'`.as('kind'),
      refId: orders.id,
      name: sql<string>`${orderItems.productName}`.as('name'),
      nameAsWritten: sql<string | null>`null::text`.as('name_as_written'),
      activeIngredient: products.activeIngredient,
      prescribedOn: sql<string | null>`null::date`.as('prescribed_on'),
      createdAt: orders.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, since),
        except.orderId === undefined ? undefined : ne(orders.id, except.orderId),
      ),
    );
  return fromPrescriptions.unionAll(fromOrders);
}

/** The ingredient lines of the new order's products (withdrawn ones too: the order already holds them). */
export function findIngredientsOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: products.id, name: products.name, activeIngredient: products.activeIngredient })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
}

export async function insertCheck(tx: Database, orderId: number, warnings: CustomerMedicineWarning[], now: Date): Promise<void> {
  await tx.insert(orderMedicineChecks).values({ orderId, warnings, checkedAt: now });
}

export async function findCheck(db: Database, orderId: number) {
  const [row] = await db
    .select({
      warnings: orderMedicineChecks.warnings,
      reviewedAt: orderMedicineChecks.reviewedAt,
      reviewNote: orderMedicineChecks.reviewNote,
      reviewerEmail: users.email,
    })
    .from(orderMedicineChecks)
    .leftJoin(users, eq(users.id, orderMedicineChecks.reviewedBy))
    .where(eq(orderMedicineChecks.orderId, orderId));
  return row ?? null;
}

/** Records the review; answers false when the order has no check. */
export async function markReviewed(tx: Database, orderId: number, staffId: number, note: string | null, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orderMedicineChecks)
    .set({ reviewedBy: staffId, reviewedAt: now, reviewNote: note })
    .where(eq(orderMedicineChecks.orderId, orderId))
    .returning({ orderId: orderMedicineChecks.orderId });
  return rows.length > 0;
}
