import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  HEALTH_REPORT_FILE_MAX_BYTES,
  HEALTH_REPORT_FILE_TYPES,
  HEALTH_REPORT_MESSAGES,
  HEALTH_REPORTS_PAGE_SIZE,
  type CreateHealthReport,
  type HealthReport,
  type HealthReportListQuery,
  type HealthReportListResponse,
} from '@dawa/shared/care/health-reports';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fileTooLarge, type SizeRefusal } from '../../lib/file-too-large.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { registerStoredFile, unregisterStoredFile } from '../documents/documents.service.ts';
import { openStoredContent, type PrivateFile } from '../documents/private-file.ts';
import * as repo from './health-reports.repository.ts';

/** Storage folder of report files (never served from a public folder: only GET /api/health-reports/:id/file). */
const FOLDER = 'health-reports';
const EXTENSION: Record<(typeof HEALTH_REPORT_FILE_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Who reads: a patient (their own reports), a doctor (their patients' and their own) or an admin
 * (everyone's). Staff reads of other people's reports are audit-logged with the staff context.
 */
export type ReportReader = { kind: 'patient'; userId: number } | { kind: 'doctor'; userId: number; audit: AuditContext } | { kind: 'admin'; userId: number; audit: AuditContext };

/** An uploaded file, as the route read it from the form. */
export interface ReportUpload {
  bytes: Buffer;
  fileName: string;
}

const scopeOf = (reader: ReportReader): repo.ReportScope =>
  reader.kind === 'patient' ? { kind: 'own', userId: reader.userId } : reader.kind === 'doctor' ? { kind: 'doctor', userId: reader.userId } : { kind: 'all' };

export const healthReportFileUrl = (id: number) => `/api/health-reports/${id}/file`;

function toReport(row: repo.HealthReportRow): HealthReport {
  return {
    id: row.id,
    userId: row.userId,
    patientName: row.patientName,
    title: row.title,
    description: row.description,
    fileUrl: row.fileKey ? healthReportFileUrl(row.id) : row.externalUrl,
    fileName: row.fileKey ? row.fileName : null,
    food: row.food,
    medicines: row.medicines,
    allergies: row.allergies,
    foodHabits: row.foodHabits,
    pastTreatments: row.pastTreatments,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name safe to keep and to send back in a header: no path, no control characters, 120 characters at most. */
const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120) || 'report';

/** A report file over 10 MB, refused alike by this check and by the report form's parser. */
export const HEALTH_REPORT_TOO_LARGE: SizeRefusal = {
  message: HEALTH_REPORT_MESSAGES.fileTooLarge,
  reason: 'health_report_file_too_large',
  maxBytes: HEALTH_REPORT_FILE_MAX_BYTES,
};

/** Checks the bytes: at most 10 MB, and a PDF or an image by their magic bytes (never by name or header). */
async function checkedFile(upload: ReportUpload): Promise<{ contentType: (typeof HEALTH_REPORT_FILE_TYPES)[number]; extension: string }> {
  if (upload.bytes.length > HEALTH_REPORT_FILE_MAX_BYTES) throw fileTooLarge(HEALTH_REPORT_TOO_LARGE);
  const type = await fileTypeFromBuffer(upload.bytes);
  const mime = HEALTH_REPORT_FILE_TYPES.find((t) => t === type?.mime);
  if (!mime) throw new AppError('unsupported_media_type', HEALTH_REPORT_MESSAGES.fileType);
  return { contentType: mime, extension: EXTENSION[mime] };
}

/** Health reports (account-and-care §2, §7; decision 029). */
export function createHealthReportsService(deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;

  /** A staff read of reports that are not the reader's own goes to the audit log (in its own transaction: a read changes nothing else). */
  async function auditView(reader: ReportReader, rows: repo.HealthReportRow[], what: 'list' | 'file', patientId?: number): Promise<void> {
    if (reader.kind === 'patient') return;
    const others = rows.filter((r) => r.userId !== reader.userId);
    if (others.length === 0) return;
    await inTransaction(db, (tx) =>
      recordAudit(tx, {
        ...reader.audit,
        action: 'view',
        entityType: 'health_report',
        entityId: others.length === 1 ? others[0]!.id : null,
        before: null,
        after: { what, reportIds: others.map((r) => r.id), patientIds: [...new Set(others.map((r) => r.userId))], ...(patientId ? { filter: { userId: patientId } } : {}) },
      }),
    );
  }

  return {
    async list(reader: ReportReader, query: HealthReportListQuery): Promise<HealthReportListResponse> {
      const scope = scopeOf(reader);
      if (query.userId !== undefined && !(await repo.patientInScope(db, scope, query.userId))) throw notFound(HEALTH_REPORT_MESSAGES.notFound);
      const page = query.page ?? 1;
      const pageSize = HEALTH_REPORTS_PAGE_SIZE;
      const { rows, total } = await repo.findReportPage(db, scope, query.userId, pageSize, (page - 1) * pageSize);
      await auditView(reader, rows, 'list', query.userId);
      return { items: rows.map(toReport), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /**
     * Adds a report of the caller's own. A file is checked, stored, then registered with the row in
     * one transaction; if that fails the stored file is removed again (nothing half-written stays).
     */
    async create(userId: number, body: CreateHealthReport, upload: ReportUpload | null): Promise<HealthReport> {
      if (upload && body.fileUrl) throw new AppError('invalid_input', HEALTH_REPORT_MESSAGES.fileOrUrl, { fileUrl: [HEALTH_REPORT_MESSAGES.fileOrUrl] });
      const file = upload ? { ...(await checkedFile(upload)), fileName: cleanFileName(upload.fileName) } : null;
      const key = file ? `${FOLDER}/${crypto.randomBytes(18).toString('base64url')}.${file.extension}` : null;
      if (key && upload) await storage.put(key, upload.bytes);
      try {
        const id = await inTransaction(db, async (tx) => {
          const newId = await repo.insertReport(tx, {
            userId,
            title: body.title,
            description: body.description,
            food: body.food,
            medicines: body.medicines,
            allergies: body.allergies,
            foodHabits: body.foodHabits,
            pastTreatments: body.pastTreatments,
            fileKey: key,
            fileName: file?.fileName ?? null,
            fileContentType: file?.contentType ?? null,
            externalUrl: body.fileUrl || null,
          });
          if (key && file && upload) {
            await registerStoredFile(tx, {
              key,
              category: 'health_report',
              ownerUserId: userId,
              ownerRef: String(newId),
              originalName: file.fileName,
              sizeBytes: upload.bytes.length,
              contentType: file.contentType,
            });
          }
          return newId;
        });
        const row = await repo.findReport(db, { kind: 'own', userId }, id);
        if (!row) throw notFound(HEALTH_REPORT_MESSAGES.notFound);
        return toReport(row);
      } catch (error) {
        if (key) await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'removing an unsaved health report file failed'));
        throw error;
      }
    },

    /** The uploaded file of a report the reader may see (staff reads are audit-logged). */
    async openFile(reader: ReportReader, id: number): Promise<PrivateFile> {
      const row = await repo.findReport(db, scopeOf(reader), id);
      if (!row) throw notFound(HEALTH_REPORT_MESSAGES.notFound);
      if (!row.fileKey) throw notFound(HEALTH_REPORT_MESSAGES.noFile);
      const stored = await openStoredContent(storage, row.fileKey);
      if (!stored) throw notFound(HEALTH_REPORT_MESSAGES.noFile);
      await auditView(reader, [row], 'file');
      return { stored, contentType: row.fileContentType ?? 'application/octet-stream', name: row.fileName ?? 'report' };
    },

    /** Deletes one of the caller's own reports (anyone else's is 404): row and registry entry together, the file after the commit. */
    async remove(userId: number, id: number): Promise<{ message: string }> {
      const removed = await inTransaction(db, async (tx) => {
        const row = await repo.deleteOwnReport(tx, userId, id);
        if (!row) throw notFound(HEALTH_REPORT_MESSAGES.notFound);
        if (row.fileKey) await unregisterStoredFile(tx, row.fileKey);
        return row;
      });
      if (removed.fileKey) {
        const key = removed.fileKey;
        await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'deleting a health report file failed'));
      }
      return { message: HEALTH_REPORT_MESSAGES.deleted };
    },
  };
}
export type HealthReportsService = ReturnType<typeof createHealthReportsService>;

/** Account deletion (flows/customer-data.ts): the patient's reports and their registry rows go in its transaction; answers the file keys to remove after. */
/** The patient's own reports for their data export (my-data.json); their files stay behind the authorised route. */
export async function exportHealthReportsOf(db: Database, userId: number): Promise<HealthReport[]> {
  return (await repo.findReportsOf(db, userId)).map(toReport);
}

export async function forgetHealthReportsOf(tx: Database, userId: number): Promise<string[]> {
  const keys = await repo.deleteReportsOf(tx, userId);
  for (const key of keys) await unregisterStoredFile(tx, key);
  return keys;
}
