import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ReviewDetailSchema, type ReviewDecisionBody } from '@dawa/shared/prescriptions/review';
import type { Database } from '../../src/db/client.ts';
import { prescriptionMedicines, prescriptions, products } from '../../src/db/schema/index.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Stand-in for rx-app's upload + the analysis (decision 023's tables are on main): an analysed prescription with matched medicines. */
export async function insertAnalysedPrescription(
  t: TestApp,
  userId: number,
  options: {
    medicines: {
      productId: number | null;
      name?: string;
      /** Units as written ('Qty 30'); the test products come in packs of 10. */ quantity?: number | null;
    }[];
    status?: 'analyzed' | 'approved' | 'uploaded' | 'failed';
    prescribedOn?: string | null;
    withFile?: boolean;
  },
): Promise<{ id: number; medicineIds: number[]; fileBytes: Buffer | null }> {
  const db = t.database.db;
  const key = `prescriptions/test-${userId}-${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
  // A 1x1 PNG: the bytes the pharmacist's file route must hand back unchanged.
  const fileBytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  if (options.withFile !== false) await createLocalStorage(path.join(t.dataDir, 'uploads')).put(key, fileBytes);
  const [row] = await db
    .insert(prescriptions)
    .values({
      userId,
      status: options.status ?? 'analyzed',
      fileKey: key,
      originalName: 'rx-photo.png',
      contentType: 'image/png',
      sizeBytes: fileBytes.length,
      doctorName: 'Dr. Meera Rao',
      doctorRegistrationNumber: 'KMC-45821',
      patientName: 'Asha Verma',
      prescribedOn: options.prescribedOn === undefined ? new Date().toISOString().slice(0, 10) : options.prescribedOn,
      extractedText: 'Rx',
      readingMethod: 'ocr',
      analyzedAt: new Date(),
    })
    .returning({ id: prescriptions.id });
  if (!row) throw new Error('no prescription');
  const meds = await db
    .insert(prescriptionMedicines)
    .values(
      options.medicines.map((m, i) => ({
        prescriptionId: row.id,
        position: i,
        nameAsWritten: m.name ?? `Medicine ${i + 1}`,
        strength: '500 mg',
        quantity: m.quantity === undefined ? 100 : m.quantity,
        productId: m.productId,
        matchedBy: m.productId ? ('brand' as const) : null,
        confidence: m.productId ? 0.9 : 0,
      })),
    )
    .returning({ id: prescriptionMedicines.id });
  return { id: row.id, medicineIds: meds.map((m) => m.id), fileBytes };
}

/** A prescription medicine of the test's own (Schedule H by default, H1 on request). */
export async function addRxProduct(
  t: TestApp,
  options: { schedule?: 'H' | 'H1'; stock?: number; pricePaise?: number; name?: string } = {},
): Promise<number> {
  const pricePaise = options.pricePaise ?? 600_00;
  const [row] = await insertTestProducts(t.database.db, [
    buildProduct({
      name: options.name ?? `Rxomycin ${Math.random().toString(36).slice(2, 7)} Tablet`,
      requiresPrescription: true,
      categorySlug: 'prescription',
      pricePaise,
      mrpPaise: pricePaise,
      stockQuantity: options.stock ?? 20,
    }),
  ]);
  if (!row) throw new Error('no product');
  if (options.schedule === 'H1') await t.database.db.update(products).set({ drugSchedule: 'H1' }).where(eq(products.id, row.id));
  return row.id;
}

export async function reviewOf(t: TestApp, headers: Record<string, string>, orderId: number) {
  const res = await t.app.inject({ url: `/api/admin/prescription-reviews/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ReviewDetailSchema.parse(res.json());
}

export function decide(t: TestApp, headers: Record<string, string>, orderId: number, body: ReviewDecisionBody | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/admin/prescription-reviews/${orderId}/decision`, headers, payload: body });
}

export async function setRegistration(t: TestApp, headers: Record<string, string>, registrationNumber = 'KSPC-12345') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/prescription-reviews/registration',
    headers,
    payload: { registrationNumber },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Approves every prescription line with the medicine the analysis matched. */
export async function approveAll(t: TestApp, headers: Record<string, string>, orderId: number) {
  const detail = await reviewOf(t, headers, orderId);
  return decide(t, headers, orderId, {
    version: detail.version,
    lines: detail.lines
      .filter((l) => l.requiresPrescription)
      .map((l) => ({ orderItemId: l.orderItemId, decision: 'approve' as const, prescriptionMedicineId: l.suggestedMedicineId ?? 0 })),
  });
}

export const dbOf = (t: TestApp): Database => t.database.db;
