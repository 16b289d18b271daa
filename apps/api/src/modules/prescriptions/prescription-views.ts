import type { DetectedMedicine, Prescription } from '@dawa/shared/prescriptions/schemas';
import { packShotUrl } from '../catalog/catalog.service.ts';
import type { MedicineWithProductRow, PrescriptionRow } from './prescriptions.repository.ts';

/** The authorised routes of a prescription's file and its small preview. */
export const prescriptionFileUrl = (id: number) => `/api/prescriptions/${id}/file`;
export const prescriptionThumbnailUrl = (id: number) => `/api/prescriptions/${id}/thumbnail`;

function toMedicine({ medicine: m, product: p }: MedicineWithProductRow): DetectedMedicine {
  return {
    id: m.id,
    name: m.nameAsWritten,
    strength: m.strength,
    form: m.form,
    dosage: m.dose,
    frequency: m.frequency,
    duration: m.duration,
    quantity: m.quantity,
    instructions: m.instructions,
    confidence: m.confidence,
    matchedBy: m.matchedBy,
    product: p
      ? {
          id: p.id,
          slug: p.slug,
          name: p.name,
          image: p.imageUrls[0] ?? packShotUrl(p.slug, 1),
          pricePaise: p.pricePaise,
          inStock: p.stockQuantity > 0,
          // Schedule X is never sellable online; withdrawn products are out of the shop.
          sold: p.active && p.deletedAt === null && p.drugSchedule !== 'X',
          requiresPrescription: p.requiresPrescription,
        }
      : null,
  };
}

/** A prescription as its owner (and staff) read it: a whitelist of its columns and its medicines. */
export function toPrescription(row: PrescriptionRow, medicines: MedicineWithProductRow[]): Prescription {
  const hasFile = row.fileKey !== null;
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    date: row.prescribedOn,
    doctor: row.doctorName,
    doctorRegistrationNumber: row.doctorRegistrationNumber,
    patientName: row.patientName,
    patientAge: row.patientAge,
    patientSex: row.patientSex,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    note: row.note,
    fileUrl: hasFile ? prescriptionFileUrl(row.id) : null,
    thumbnailUrl: hasFile && row.contentType?.startsWith('image/') ? prescriptionThumbnailUrl(row.id) : null,
    extractedText: row.extractedText,
    readingMethod: row.readingMethod,
    analysisError: row.analysisError,
    analyzedAt: row.analyzedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    medicines: medicines.filter((m) => m.medicine.prescriptionId === row.id).map(toMedicine),
  };
}
