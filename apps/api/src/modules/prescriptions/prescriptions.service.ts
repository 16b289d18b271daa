import type { FastifyBaseLogger } from 'fastify';
import { pageCount } from '@dawa/shared/http/pagination';
import { PRESCRIPTION_MESSAGES, PRESCRIPTIONS_PAGE_SIZE } from '@dawa/shared/prescriptions/messages';
import { FIRST_PRESCRIPTION_STATUS, PRESCRIPTION_TRANSITIONS } from '@dawa/shared/prescriptions/prescription-state';
import type {
  AnalysisStartedResponse,
  Prescription,
  PrescriptionListQuery,
  PrescriptionListResponse,
  PrescriptionUploadResponse,
} from '@dawa/shared/prescriptions/schemas';
import { checkPrescriptionAgainstCustomerMedicines } from '../drug-knowledge/customer-medicines.service.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { registerStoredFile } from '../documents/documents.service.ts';
import { openStoredContent, type PrivateFile } from '../documents/private-file.ts';
import * as jobs from './analysis-jobs.repository.ts';
import type { AnalysisRunner } from './analysis-runner.ts';
import { checkPrescriptionFile, cleanFileName, newPrescriptionKey, prescriptionThumbnail } from './prescription-file.ts';
import { movePrescription } from './prescription-transitions.ts';
import { toPrescription } from './prescription-views.ts';
import * as repo from './prescriptions.repository.ts';

/*
 * The prescriptions module's API for other modules and flows (decision 025). Functions that take a
 * `tx` write inside the caller's transaction; the others read.
 *
 * - createEPrescription(tx, input): a Dawa doctor's e-prescription (source e_prescription, status approved).
 * - prescriptionsNamingProduct(db, userId, productId): the customer's analysed/approved prescriptions
 *   that name a product (checkout's prescription gate).
 * - prescriptionForStaff(db, context, id): one prescription for a pharmacist or admin, audit-logged.
 * - loadPrescription(db, id): one prescription as the API shows it, without any access check.
 *
 * Statuses move only through the prescription table (prescription-transitions.ts, which other modules
 * call for a move: approvePrescriptions).
 */

/** One medicine a Dawa doctor prescribes. */
export interface EPrescriptionMedicine {
  nameAsWritten: string;
  strength?: string | null;
  form?: string | null;
  dose?: string | null;
  /** OD, BD, TDS, QID, HS, SOS, weekly, or a pattern such as 1-0-1. */
  frequency?: string | null;
  duration?: string | null;
  durationDays?: number | null;
  quantity?: number | null;
  instructions?: string | null;
  /** The catalogue product the doctor chose, when there is one. */
  productId?: number | null;
}

export interface EPrescriptionInput {
  /** The patient (the prescription's owner). */
  userId: number;
  appointmentId: number | null;
  doctorName: string;
  doctorRegistrationNumber: string | null;
  /** YYYY-MM-DD. */
  prescribedOn: string;
  patientName: string | null;
  note?: string;
  medicines: EPrescriptionMedicine[];
}

/** The text an e-prescription shows where an upload shows what was read from the document. */
function ePrescriptionText(input: EPrescriptionInput): string {
  const lines = [
    `Dr. ${input.doctorName}${input.doctorRegistrationNumber ? ` (Reg. No. ${input.doctorRegistrationNumber})` : ''}`,
    `Date: ${input.prescribedOn}`,
  ];
  if (input.patientName) lines.push(`Patient: ${input.patientName}`);
  input.medicines.forEach((m, i) => {
    const parts = [m.nameAsWritten, m.strength, m.dose, m.frequency, m.duration, m.instructions].filter(Boolean);
    lines.push(`${i + 1}. ${parts.join(' ')}`);
  });
  return lines.join('\n');
}

/**
 * Records a Dawa doctor's e-prescription in the caller's transaction: status approved (a registered
 * doctor wrote it; no pharmacist reading is needed), no file, its medicines in the order given with
 * confidence 1 for those naming a catalogue product. Returns the new prescription's id.
 */
export async function createEPrescription(tx: Database, input: EPrescriptionInput): Promise<{ id: number }> {
  const now = new Date();
  const row = await repo.insertPrescription(tx, {
    userId: input.userId,
    source: 'e_prescription',
    status: FIRST_PRESCRIPTION_STATUS.e_prescription,
    originalName: `E-prescription ${input.prescribedOn}`,
    note: input.note ?? '',
    doctorName: input.doctorName,
    doctorRegistrationNumber: input.doctorRegistrationNumber,
    prescribedOn: input.prescribedOn,
    patientName: input.patientName,
    extractedText: ePrescriptionText(input),
    readingMethod: 'e-prescription',
    analyzedAt: now,
    appointmentId: input.appointmentId,
  });
  await repo.replaceMedicines(
    tx,
    row.id,
    input.medicines.map((m) => ({
      nameAsWritten: m.nameAsWritten,
      strength: m.strength ?? null,
      form: m.form ?? null,
      dose: m.dose ?? null,
      frequency: m.frequency ?? null,
      duration: m.duration ?? null,
      durationDays: m.durationDays ?? null,
      quantity: m.quantity ?? null,
      instructions: m.instructions ?? null,
      productId: m.productId ?? null,
      matchedBy: m.productId ? 'brand' : null,
      confidence: m.productId ? 1 : 0,
    })),
  );
  return { id: row.id };
}

/** One prescription as the API shows it (no access check: callers have made theirs). */
export async function loadPrescription(db: Database, id: number): Promise<Prescription | null> {
  const row = await repo.findById(db, id);
  return row ? toPrescription(row, await repo.findMedicines(db, [row.id])) : null;
}

/** Every live prescription of the customer with its medicines, newest first, for my-data.json (two queries whatever the count). */
export async function exportPrescriptionsOf(db: Database, userId: number): Promise<Prescription[]> {
  const rows = await repo.findAllOwn(db, userId);
  const medicines = await repo.findMedicines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPrescription(row, medicines));
}

/** The customer's live prescriptions that are analysed, pending review or approved and name this product, newest first. */
export async function prescriptionsNamingProduct(db: Database, userId: number, productId: number): Promise<Prescription[]> {
  const rows = await repo.findOwnNamingProduct(db, userId, productId);
  const medicines = await repo.findMedicines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPrescription(row, medicines));
}

/** One prescription for a pharmacist or admin; the view is written to the audit log. 404 when there is none. */
export async function prescriptionForStaff(db: Database, context: AuditContext, id: number): Promise<Prescription> {
  const prescription = await loadPrescription(db, id);
  if (!prescription) throw notFound(PRESCRIPTION_MESSAGES.notFound);
  await inTransaction(db, (tx) =>
    recordAudit(tx, {
      ...context,
      action: 'view',
      entityType: 'prescription',
      entityId: id,
      before: null,
      after: { status: prescription.status },
    }),
  );
  return prescription;
}

/** Who asks for a prescription's file: its owner, or staff (a pharmacist or an admin) whose view is logged. */
export type FileViewer = { kind: 'owner'; userId: number } | { kind: 'staff'; context: AuditContext };

export interface PrescriptionsServiceDeps {
  db: Database;
  storage: FileStorage;
  runner: AnalysisRunner;
  log: FastifyBaseLogger;
}

/** The customer's prescriptions: list, read, upload, analyse, delete, and the authorised file. */
export function createPrescriptionsService(deps: PrescriptionsServiceDeps) {
  const { db, storage, runner, log } = deps;
  // Thumbnails are small and asked for on every visit of the list; decoding a phone photo is not.
  const thumbnails = createTtlCache<Buffer>(10 * 60_000, 200);

  async function ownOrNotFound(userId: number, id: number): Promise<repo.PrescriptionRow> {
    const row = await repo.findOwn(db, userId, id);
    if (!row) throw notFound(PRESCRIPTION_MESSAGES.notFound);
    return row;
  }

  async function fileRowFor(viewer: FileViewer, id: number): Promise<repo.PrescriptionRow & { fileKey: string }> {
    const row = viewer.kind === 'owner' ? await repo.findOwn(db, viewer.userId, id) : await repo.findById(db, id);
    if (!row) throw notFound(PRESCRIPTION_MESSAGES.notFound);
    if (!row.fileKey) throw notFound(PRESCRIPTION_MESSAGES.fileNotFound);
    return row as repo.PrescriptionRow & { fileKey: string };
  }

  async function logStaffView(viewer: FileViewer, row: repo.PrescriptionRow, what: 'file' | 'thumbnail'): Promise<void> {
    if (viewer.kind !== 'staff') return;
    await inTransaction(db, (tx) =>
      recordAudit(tx, {
        ...viewer.context,
        action: 'view',
        entityType: 'prescription',
        entityId: row.id,
        before: null,
        after: { [what]: row.fileKey, ownerUserId: row.userId },
      }),
    );
  }

  return {
    async list(userId: number, query: PrescriptionListQuery): Promise<PrescriptionListResponse> {
      const page = query.page ?? 1;
      const pageSize = PRESCRIPTIONS_PAGE_SIZE;
      const { rows, total } = await repo.findOwnPage(db, userId, query.search || undefined, pageSize, (page - 1) * pageSize);
      const medicines = await repo.findMedicines(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => toPrescription(row, medicines)), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /** One prescription; an analysed or approved one also carries its interactions with the customer's other medicines (issue 23). */
    async get(userId: number, id: number): Promise<Prescription> {
      const row = await ownOrNotFound(userId, id);
      const prescription = toPrescription(row, await repo.findMedicines(db, [row.id]));
      if (row.status !== 'analyzed' && row.status !== 'approved') return prescription;
      const productIds = prescription.medicines.flatMap((m) => (m.product ? [m.product.id] : []));
      const warnings = await checkPrescriptionAgainstCustomerMedicines(db, userId, row.id, productIds, new Date());
      return warnings.length > 0 ? { ...prescription, medicineWarnings: warnings } : prescription;
    },

    /**
     * Stores an uploaded prescription and queues its analysis. The bytes are checked first (type by
     * content, size, not empty); the row, its stored_files entry and the analysis job are written in one
     * transaction; a failed transaction removes the stored file again.
     */
    async upload(
      userId: number,
      input: { bytes: Buffer; fileName: string | undefined; note: string },
    ): Promise<PrescriptionUploadResponse> {
      const contentType = await checkPrescriptionFile(input.bytes);
      const key = newPrescriptionKey(contentType);
      const originalName = cleanFileName(input.fileName);
      await storage.put(key, input.bytes);
      let row: repo.PrescriptionRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const inserted = await repo.insertPrescription(tx, {
            userId,
            source: 'upload',
            status: FIRST_PRESCRIPTION_STATUS.upload,
            fileKey: key,
            originalName,
            contentType,
            sizeBytes: input.bytes.length,
            note: input.note,
          });
          await registerStoredFile(tx, {
            key,
            category: 'prescription',
            ownerUserId: userId,
            ownerRef: String(inserted.id),
            originalName,
            sizeBytes: input.bytes.length,
            contentType,
          });
          await jobs.enqueueJob(tx, inserted.id);
          return inserted;
        });
      } catch (error) {
        await storage.delete(key).catch((e: unknown) => log.error({ err: e, key }, 'removing an unsaved prescription file failed'));
        throw error;
      }
      runner.nudge();
      return { message: PRESCRIPTION_MESSAGES.uploaded, prescription: toPrescription(row, []) };
    },

    /** 'Analyze' / 'Reanalyze': queues an analysis (joining one already queued or running). */
    async analyze(userId: number, id: number): Promise<AnalysisStartedResponse> {
      await inTransaction(db, async (tx) => {
        const row = await repo.findOwnForUpdate(tx, userId, id);
        if (!row) throw notFound(PRESCRIPTION_MESSAGES.notFound);
        // The table refuses a reviewed prescription and a doctor's e-prescription (409).
        await movePrescription(tx, row, 'analyze', { analysisError: null });
        await jobs.enqueueJob(tx, id);
      });
      runner.nudge();
      return { message: PRESCRIPTION_MESSAGES.analysisQueued, id, status: PRESCRIPTION_TRANSITIONS.analyze.to };
    },

    /**
     * Deletes from the customer's view: the row stays (orders and the prescription ledger may name it,
     * decision 023) but no customer route shows it again; an analysis still queued is dropped by the runner.
     */
    async remove(userId: number, id: number): Promise<{ message: string }> {
      await inTransaction(db, async (tx) => {
        const row = await repo.findOwnForUpdate(tx, userId, id);
        if (!row) throw notFound(PRESCRIPTION_MESSAGES.notFound);
        await repo.updatePrescription(tx, id, { deletedAt: new Date() });
      });
      return { message: PRESCRIPTION_MESSAGES.deleted };
    },

    /** Is this a live prescription of this customer (the file routes decide owner or staff view with it)? */
    async isOwnedBy(userId: number, id: number): Promise<boolean> {
      return (await repo.findOwn(db, userId, id)) !== undefined;
    },

    /** The stored document, for its owner or for staff (logged). Another customer's id is a 404. */
    async openFile(viewer: FileViewer, id: number): Promise<PrivateFile> {
      const row = await fileRowFor(viewer, id);
      const stored = await openStoredContent(storage, row.fileKey);
      if (!stored) throw notFound(PRESCRIPTION_MESSAGES.fileNotFound);
      await logStaffView(viewer, row, 'file');
      return { stored, contentType: row.contentType ?? 'application/octet-stream', name: row.originalName };
    },

    /** A small JPEG of an image prescription (the card's thumbnail), with the same access rule as the file. */
    async openThumbnail(viewer: FileViewer, id: number): Promise<Buffer> {
      const row = await fileRowFor(viewer, id);
      if (!row.contentType?.startsWith('image/')) throw notFound(PRESCRIPTION_MESSAGES.noPreview);
      const thumbnail = await thumbnails.get(row.fileKey, async () => {
        const bytes = await storage.get(row.fileKey);
        if (!bytes) throw notFound(PRESCRIPTION_MESSAGES.fileNotFound);
        return prescriptionThumbnail(bytes);
      });
      await logStaffView(viewer, row, 'thumbnail');
      return thumbnail;
    },
  };
}
export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
