import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderPrescriptions, prescriptionMedicines, prescriptionReadingCorrections, prescriptions, products } from '../../db/schema/index.ts';

export type MedicineForCorrection = typeof prescriptionMedicines.$inferSelect;
export type PrescriptionForCorrection = typeof prescriptions.$inferSelect;
export type NewCorrectionRow = typeof prescriptionReadingCorrections.$inferInsert;

/** The prescription when it is attached to the order, locked for the correction. */
export async function lockAttachedPrescription(tx: Database, orderId: number, prescriptionId: number): Promise<PrescriptionForCorrection | null> {
  const [row] = await tx
    .select({ prescription: prescriptions })
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(and(eq(orderPrescriptions.orderId, orderId), eq(orderPrescriptions.prescriptionId, prescriptionId)))
    .for('update', { of: prescriptions });
  return row?.prescription ?? null;
}

export async function lockMedicine(tx: Database, prescriptionId: number, medicineId: number): Promise<MedicineForCorrection | null> {
  const [row] = await tx
    .select()
    .from(prescriptionMedicines)
    .where(and(eq(prescriptionMedicines.id, medicineId), eq(prescriptionMedicines.prescriptionId, prescriptionId)))
    .for('update');
  return row ?? null;
}

export async function productExists(tx: Database, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

export async function updateMedicine(tx: Database, medicineId: number, values: Partial<typeof prescriptionMedicines.$inferInsert>): Promise<void> {
  await tx.update(prescriptionMedicines).set(values).where(eq(prescriptionMedicines.id, medicineId));
}

/** A correction of what was read; never the status (it moves only through the prescription table). */
export async function updatePrescription(
  tx: Database,
  prescriptionId: number,
  values: Omit<Partial<typeof prescriptions.$inferInsert>, 'status'>,
): Promise<void> {
  await tx.update(prescriptions).set(values).where(eq(prescriptions.id, prescriptionId));
}

export async function insertCorrections(tx: Database, rows: NewCorrectionRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(prescriptionReadingCorrections).values(rows);
}

export function findCorrectedFields(db: Database, medicineIds: readonly number[]) {
  if (medicineIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ medicineId: prescriptionReadingCorrections.prescriptionMedicineId, field: prescriptionReadingCorrections.field })
    .from(prescriptionReadingCorrections)
    .where(inArray(prescriptionReadingCorrections.prescriptionMedicineId, [...medicineIds]));
}

/**
 * Per India month of approval: the medicines pharmacists approved (and their prescriptions), and how
 * many of them had each field corrected. A line approved twice (two orders) counts once per month.
 */
export async function findAccuracyCounts(db: Database, since: Date) {
  const result = await db.execute(sql`
    with approved as (
      select distinct to_char(d.decided_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, m.id as medicine_id, m.prescription_id
      from prescription_line_decisions d
      join prescription_medicines m on m.id = d.prescription_medicine_id
      where d.decision = 'approved' and d.decided_at >= ${since.toISOString()}
    ),
    medicine_fields as (
      select a.month, c.field, count(distinct a.medicine_id)::int as corrected
      from approved a join prescription_reading_corrections c on c.prescription_medicine_id = a.medicine_id
      group by a.month, c.field
    ),
    prescription_fields as (
      select a.month, c.field, count(distinct a.prescription_id)::int as corrected
      from (select distinct month, prescription_id from approved) a
      join prescription_reading_corrections c on c.prescription_id = a.prescription_id and c.prescription_medicine_id is null
      group by a.month, c.field
    )
    select a.month, count(distinct a.medicine_id)::int as medicines, count(distinct a.prescription_id)::int as prescriptions,
           coalesce((select json_agg(json_build_object('field', f.field, 'corrected', f.corrected)) from (
             select * from medicine_fields mf where mf.month = a.month union all select * from prescription_fields pf where pf.month = a.month
           ) f), '[]'::json) as fields
    from approved a group by a.month order by a.month`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    month: string;
    medicines: number;
    prescriptions: number;
    fields: Array<{ field: string; corrected: number }> | string;
  }>;
  return rows.map((r) => ({ ...r, fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as Array<{ field: string; corrected: number }>) : r.fields }));
}
