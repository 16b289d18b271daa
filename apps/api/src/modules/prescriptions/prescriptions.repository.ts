import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PrescriptionSource, PrescriptionStatus } from '@dawa/shared/prescriptions/status';
import type { Database } from '../../db/client.ts';
import { prescriptionMedicines, prescriptions, products } from '../../db/schema/index.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type NewPrescriptionRow = typeof prescriptions.$inferInsert;
export type NewMedicineRow = Omit<typeof prescriptionMedicines.$inferInsert, 'prescriptionId' | 'position'>;

/** A detected medicine with the catalogue product it was matched to (null when none or the product is gone). */
export interface MedicineWithProductRow {
  medicine: typeof prescriptionMedicines.$inferSelect;
  product: {
    id: number;
    slug: string;
    name: string;
    imageUrls: string[];
    pricePaise: number;
    stockQuantity: number;
    active: boolean;
    deletedAt: Date | null;
    requiresPrescription: boolean;
    drugSchedule: string;
  } | null;
}

/** `%text%` for ILIKE with the pattern characters of the customer's text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer's live (not deleted) prescriptions, optionally those naming a medicine like `search`. */
function ownerFilter(userId: number, search: string | undefined): SQL {
  const own = and(eq(prescriptions.userId, userId), isNull(prescriptions.deletedAt)) as SQL;
  if (!search) return own;
  const pattern = containsPattern(search);
  // A medicine matches by the name written on the prescription or by the product it was matched to.
  const namesMedicine = sql`exists (
    select 1 from ${prescriptionMedicines} m
    left join ${products} p on p.id = m.product_id
    where m.prescription_id = ${prescriptions.id}
      and (m.name_as_written ilike ${pattern} or p.name ilike ${pattern})
  )`;
  return and(own, namesMedicine) as SQL;
}

/** One page of 'My Prescriptions', newest first (served by prescriptions_user_created_idx). */
export async function findOwnPage(
  db: Database,
  userId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PrescriptionRow[]; total: number }> {
  const where = ownerFilter(userId, search);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(prescriptions).where(where).orderBy(desc(prescriptions.createdAt), desc(prescriptions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(prescriptions).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** All the owner's live prescriptions, newest first (my-data.json: no page, no count). */
export async function findAllOwn(db: Database, userId: number): Promise<PrescriptionRow[]> {
  return db.select().from(prescriptions).where(ownerFilter(userId, undefined)).orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
}

/** A prescription by id, deleted or not (callers decide who may see it). */
export async function findById(db: Database, id: number): Promise<PrescriptionRow | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  return row;
}

/** The owner's live prescription, or undefined (another user's id reads as missing). */
export async function findOwn(db: Database, userId: number, id: number): Promise<PrescriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId), isNull(prescriptions.deletedAt)));
  return row;
}

/** The same, locked for a change in `tx`. */
export async function findOwnForUpdate(tx: Database, userId: number, id: number): Promise<PrescriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId), isNull(prescriptions.deletedAt)))
    .for('update');
  return row;
}

export async function insertPrescription(tx: Database, values: NewPrescriptionRow): Promise<PrescriptionRow> {
  const [row] = await tx.insert(prescriptions).values(values).returning();
  if (!row) throw new Error('inserting a prescription returned no row');
  return row;
}

export async function updatePrescription(tx: Database, id: number, values: Partial<NewPrescriptionRow>): Promise<void> {
  await tx
    .update(prescriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(prescriptions.id, id));
}

/** Replaces a prescription's medicines with `medicines`, in the order given (positions 1..n). */
export async function replaceMedicines(tx: Database, prescriptionId: number, medicines: NewMedicineRow[]): Promise<void> {
  await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, prescriptionId));
  if (medicines.length === 0) return;
  await tx.insert(prescriptionMedicines).values(medicines.map((m, i) => ({ ...m, prescriptionId, position: i + 1 })));
}

/** The medicines of these prescriptions with their matched products, in the order written. */
export async function findMedicines(db: Database, prescriptionIds: number[]): Promise<MedicineWithProductRow[]> {
  if (prescriptionIds.length === 0) return [];
  return db
    .select({
      medicine: prescriptionMedicines,
      product: {
        id: products.id,
        slug: products.slug,
        name: products.name,
        imageUrls: products.imageUrls,
        pricePaise: products.pricePaise,
        stockQuantity: products.stockQuantity,
        active: products.active,
        deletedAt: products.deletedAt,
        requiresPrescription: products.requiresPrescription,
        drugSchedule: products.drugSchedule,
      },
    })
    .from(prescriptionMedicines)
    .leftJoin(products, eq(products.id, prescriptionMedicines.productId))
    .where(inArray(prescriptionMedicines.prescriptionId, prescriptionIds))
    .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
}

/**
 * The customer's analysed or approved, live prescriptions that name this product, newest first: what
 * checkout's prescription gate asks (served by prescription_medicines_product_idx).
 */
export async function findOwnNamingProduct(db: Database, userId: number, productId: number): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.userId, userId),
        isNull(prescriptions.deletedAt),
        inArray(prescriptions.status, ['analyzed', 'pending', 'approved']),
        sql`exists (select 1 from ${prescriptionMedicines} m where m.prescription_id = ${prescriptions.id} and m.product_id = ${productId})`,
      ),
    )
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
}

/**
 * Writes `values` (a move the prescription table allows from `where.from`) on those of `ids` still in
 * one of those statuses and sources (with `live`, not deleted), in one statement; answers the ids written.
 */
export async function updateWhereAllowed(
  tx: Database,
  ids: readonly number[],
  where: { from: readonly PrescriptionStatus[]; sources: readonly PrescriptionSource[]; live: boolean },
  values: Partial<NewPrescriptionRow>,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(prescriptions)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        inArray(prescriptions.id, [...ids]),
        inArray(prescriptions.status, [...where.from]),
        inArray(prescriptions.source, [...where.sources]),
        where.live ? isNull(prescriptions.deletedAt) : undefined,
      ),
    )
    .returning({ id: prescriptions.id });
  return rows.map((r) => r.id);
}
