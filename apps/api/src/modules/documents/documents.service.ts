import type { FastifyBaseLogger } from 'fastify';
import type { AdminDocument, AdminDocumentListQuery, AdminDocumentListResponse } from '@dawa/shared/admin/documents';
import {
  ADMIN_DOCUMENTS_PAGE_SIZE,
  DOCUMENT_MESSAGES,
  PRIVATE_DOCUMENT_CATEGORIES,
  type DocumentCategory,
} from '@dawa/shared/admin/documents-rules';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as repo from './documents.repository.ts';
import { openStoredContent, type PrivateFile } from './private-file.ts';

function toDocument(row: repo.StoredFileListRow): AdminDocument {
  return {
    id: row.id,
    name: row.originalName || row.key.slice(row.key.indexOf('/') + 1),
    category: row.category,
    ownerUserId: row.ownerUserId,
    ownerEmail: row.ownerEmail,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an uploader tells the registry about a file it stored. */
export interface StoredFileRecord {
  key: string;
  category: DocumentCategory;
  ownerUserId: number | null;
  ownerRef?: string | null;
  originalName: string;
  sizeBytes: number;
  contentType: string;
}

/**
 * Records an uploaded file in the registry, in the uploader's transaction (decision 020). Avatars
 * and review photos are registered by database triggers; new uploaders call this.
 */
export async function registerStoredFile(tx: Database, file: StoredFileRecord): Promise<void> {
  await repo.insertStoredFile(tx, { ...file, ownerRef: file.ownerRef ?? null });
}

/** Removes a file's registry entry when its owner deletes it (in the owner's transaction; the owner removes the file after the commit). */
export async function unregisterStoredFile(tx: Database, key: string): Promise<void> {
  await repo.deleteStoredFileByKey(tx, key);
}

/** Uploaded Documents (admins): the registry of stored files, opened and deleted through the server. */
export function createDocumentsService(deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  return {
    async list(query: AdminDocumentListQuery): Promise<AdminDocumentListResponse> {
      const page = query.page ?? 1;
      const pageSize = ADMIN_DOCUMENTS_PAGE_SIZE;
      const { rows, total } = await repo.findDocumentPage(db, query.category, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toDocument), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /** The bytes of a document for an admin; opening a private health document is audit-logged as a view. */
    async open(context: AuditContext, id: number): Promise<PrivateFile> {
      const file = await repo.findDocument(db, id);
      if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
      const stored = await openStoredContent(storage, file.key);
      if (!stored) throw notFound(DOCUMENT_MESSAGES.notFound);
      if (PRIVATE_DOCUMENT_CATEGORIES.includes(file.category)) {
        await inTransaction(db, (tx) =>
          recordAudit(tx, { ...context, action: 'view', entityType: 'document', entityId: id, before: null, after: { key: file.key, category: file.category } }),
        );
      }
      return { stored, contentType: file.contentType, name: file.originalName || 'document' };
    },

    /**
     * Deletes a document: the registry row and the owner's reference go in one transaction with the
     * audit row; the file itself is removed after the commit (a failure leaves only an orphan file, logged).
     */
    async delete(context: AuditContext, id: number): Promise<{ message: string }> {
      const removed = await inTransaction(db, async (tx) => {
        const file = await repo.findDocumentForUpdate(tx, id);
        if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
        await repo.deleteDocumentAndReference(tx, file);
        const before = { key: file.key, category: file.category, ownerUserId: file.ownerUserId, ownerRef: file.ownerRef, originalName: file.originalName };
        await recordAudit(tx, { ...context, action: 'delete', entityType: 'document', entityId: id, before, after: null });
        return file;
      });
      try {
        await storage.delete(removed.key);
      } catch (error) {
        log.error({ err: error, key: removed.key }, 'deleting a document file failed');
      }
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
