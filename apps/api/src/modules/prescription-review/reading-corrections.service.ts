/**
 * The pharmacist's corrections of what the reader read (issue 24). A correction changes the
 * prescription (or its medicine) row itself — the ledger and the Schedule H1 register read those
 * rows — and keeps, per field, the value as read and as corrected, in one transaction with its audit
 * record. The kept corrections give the reader's accuracy against what pharmacists approved.
 */
import {
  CORRECTABLE_FIELDS,
  CORRECTION_MESSAGES,
  MEDICINE_FIELDS,
  PRESCRIPTION_FIELDS,
  type CorrectableField,
  type CorrectionResponse,
  type MedicineCorrectionBody,
  type PrescriptionCorrectionBody,
  type ReadingAccuracyResponse,
} from '@dawa/shared/prescriptions/corrections';
import { patientAgeText } from '@dawa/shared/prescriptions/patient-age';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as repo from './reading-corrections.repository.ts';

/** A field's value as the corrections table keeps it (every correctable field is text, a number or a date string). */
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/** A medicine's duration as the reader writes it, from days: 7 → '1 week', 30 → '1 month'. */
export function durationText(days: number): string {
  if (days % 30 === 0) return days === 30 ? '1 month' : `${days / 30} months`;
  if (days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weeks`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** The fields of `body` whose value differs from `current`, with both values. */
function changes<K extends string>(fields: readonly K[], body: Partial<Record<K, unknown>>, current: Record<K, unknown>) {
  return fields
    .filter((field) => field in body && body[field] !== undefined && asText(body[field]) !== asText(current[field]))
    .map((field) => ({ field, read: current[field], corrected: body[field] ?? null }));
}

export async function correctMedicine(
  db: Database,
  staff: AuditContext,
  at: { orderId: number; prescriptionId: number; medicineId: number },
  body: MedicineCorrectionBody,
  now: Date,
): Promise<CorrectionResponse> {
  return inTransaction(db, async (tx) => {
    const prescription = await repo.lockAttachedPrescription(tx, at.orderId, at.prescriptionId);
    if (!prescription) throw notFound(CORRECTION_MESSAGES.prescriptionNotFound);
    const medicine = await repo.lockMedicine(tx, at.prescriptionId, at.medicineId);
    if (!medicine) throw notFound(CORRECTION_MESSAGES.medicineNotFound);
    if (body.productId && !(await repo.productExists(tx, body.productId))) throw new AppError('invalid_input', CORRECTION_MESSAGES.productNotFound);
    const changed = changes(MEDICINE_FIELDS, body, medicine);
    if (changed.length === 0) throw new AppError('invalid_input', CORRECTION_MESSAGES.nothingToCorrect);
    const values: Parameters<typeof repo.updateMedicine>[2] = {};
    for (const { field, corrected } of changed) Object.assign(values, { [field]: corrected });
    if ('durationDays' in values) values.duration = values.durationDays ? durationText(values.durationDays) : null;
    // A product the pharmacist chose is certain; one they removed is no match at all.
    if ('productId' in values) Object.assign(values, values.productId ? { matchedBy: 'brand', confidence: 1 } : { matchedBy: null, confidence: 0 });
    await repo.updateMedicine(tx, medicine.id, values);
    await repo.insertCorrections(
      tx,
      changed.map((c) => ({ prescriptionId: prescription.id, prescriptionMedicineId: medicine.id, field: c.field, readValue: asText(c.read), correctedValue: asText(c.corrected), correctedBy: staff.actor.id, correctedAt: now })),
    );
    await recordAudit(tx, {
      ...staff,
      action: 'update',
      entityType: 'prescription',
      entityId: prescription.id,
      before: { medicineId: medicine.id, ...Object.fromEntries(changed.map((c) => [c.field, c.read])) },
      after: { medicineId: medicine.id, orderId: at.orderId, ...Object.fromEntries(changed.map((c) => [c.field, c.corrected])) },
    });
    return { success: true as const, message: CORRECTION_MESSAGES.corrected(changed.length), corrected: changed.map((c) => c.field) };
  });
}

const PRESCRIPTION_COLUMN = {
  doctorName: 'doctorName',
  doctorRegistrationNumber: 'doctorRegistrationNumber',
  prescribedOn: 'prescribedOn',
  patientName: 'patientName',
  patientAge: 'patientAge',
  patientSex: 'patientSex',
} as const;

/** The body with the age in the form the column keeps ('34 years'), so it compares with what was read. */
function asStored(body: PrescriptionCorrectionBody) {
  const { patientAge, ...rest } = body;
  return { ...rest, ...(patientAge === undefined ? {} : { patientAge: patientAge === null ? null : patientAgeText(patientAge) }) };
}

export async function correctPrescription(
  db: Database,
  staff: AuditContext,
  at: { orderId: number; prescriptionId: number },
  body: PrescriptionCorrectionBody,
  now: Date,
): Promise<CorrectionResponse> {
  return inTransaction(db, async (tx) => {
    const prescription = await repo.lockAttachedPrescription(tx, at.orderId, at.prescriptionId);
    if (!prescription) throw notFound(CORRECTION_MESSAGES.prescriptionNotFound);
    const changed = changes(PRESCRIPTION_FIELDS, asStored(body), prescription);
    if (changed.length === 0) throw new AppError('invalid_input', CORRECTION_MESSAGES.nothingToCorrect);
    await repo.updatePrescription(tx, prescription.id, { ...Object.fromEntries(changed.map((c) => [PRESCRIPTION_COLUMN[c.field], c.corrected])), updatedAt: now });
    await repo.insertCorrections(
      tx,
      changed.map((c) => ({ prescriptionId: prescription.id, prescriptionMedicineId: null, field: c.field, readValue: asText(c.read), correctedValue: asText(c.corrected), correctedBy: staff.actor.id, correctedAt: now })),
    );
    await recordAudit(tx, {
      ...staff,
      action: 'update',
      entityType: 'prescription',
      entityId: prescription.id,
      before: Object.fromEntries(changed.map((c) => [c.field, c.read])),
      after: { orderId: at.orderId, ...Object.fromEntries(changed.map((c) => [c.field, c.corrected])) },
    });
    return { success: true as const, message: CORRECTION_MESSAGES.corrected(changed.length), corrected: changed.map((c) => c.field) };
  });
}

/** The fields corrected on each of these medicines (the Queue marks them). */
export async function correctedFieldsOf(db: Database, medicineIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  for (const row of await repo.findCorrectedFields(db, medicineIds)) {
    if (row.medicineId === null) continue;
    map.set(row.medicineId, [...(map.get(row.medicineId) ?? []), row.field]);
  }
  return map;
}

/** The reader's accuracy per field and month: the share of approved lines (or prescriptions) a pharmacist did not correct. */
export async function readingAccuracy(db: Database, now: Date, months = 12): Promise<ReadingAccuracyResponse> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1) - 5.5 * 3600 * 1000);
  const rows = await repo.findAccuracyCounts(db, since);
  return {
    months: rows.map((row) => ({
      month: row.month,
      approvedMedicines: row.medicines,
      approvedPrescriptions: row.prescriptions,
      fields: CORRECTABLE_FIELDS.map((field: CorrectableField) => {
        const corrected = row.fields.find((f) => f.field === field)?.corrected ?? 0;
        const total = (PRESCRIPTION_FIELDS as readonly string[]).includes(field) ? row.prescriptions : row.medicines;
        return { field, corrected, accuracy: total === 0 ? 1 : Math.max(0, 1 - corrected / total) };
      }),
    })),
  };
}
