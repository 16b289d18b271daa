import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DocumentCategory } from '@dawa/shared/admin/documents-rules';
import type { Database } from '../../db/client.ts';
import { doctors, healthReports, products, reviews, storedFiles, users } from '../../db/schema/index.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredFileListRow = StoredFileRow & { ownerEmail: string | null };

/** One page of the registry, newest first, optionally one category (served by the (category, created_at) index). */
export async function findDocumentPage(
  db: Database,
  category: DocumentCategory | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: StoredFileListRow[]; total: number }> {
  const where = category ? eq(storedFiles.category, category) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: storedFiles.id,
        key: storedFiles.key,
        category: storedFiles.category,
        ownerUserId: storedFiles.ownerUserId,
        ownerRef: storedFiles.ownerRef,
        originalName: storedFiles.originalName,
        sizeBytes: storedFiles.sizeBytes,
        contentType: storedFiles.contentType,
        createdAt: storedFiles.createdAt,
        ownerEmail: users.email,
      })
      .from(storedFiles)
      .leftJoin(users, eq(users.id, storedFiles.ownerUserId))
      .where(where)
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(storedFiles).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findDocument(db: Database, id: number): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

export async function findDocumentForUpdate(tx: Database, id: number): Promise<StoredFileRow | null> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).for('update');
  return row ?? null;
}

/** The file name inside its folder ('avatars/abc.jpg' → 'abc.jpg'), as owners' rows keep it. */
const fileNameOf = (key: string) => key.slice(key.indexOf('/') + 1);

/**
 * Removes the registry row and clears the owner's reference to the file (profile picture gone,
 * review photo, product image or doctor photo gone). The registry owns this step because it knows every category; the owners'
 * triggers then find nothing more to remove.
 */
export async function deleteDocumentAndReference(tx: Database, file: StoredFileRow): Promise<void> {
  const name = fileNameOf(file.key);
  if (file.category === 'profile_picture' && file.ownerUserId !== null) {
    await tx
      .update(users)
      .set({ profilePictureKey: null, updatedAt: new Date() })
      .where(and(eq(users.id, file.ownerUserId), eq(users.profilePictureKey, name)));
  } else if (file.category === 'review_photo' && file.ownerRef !== null && /^\d+$/.test(file.ownerRef)) {
    await tx
      .update(reviews)
      .set({ imageKeys: sql`array_remove(${reviews.imageKeys}, ${name})`, updatedAt: new Date() })
      .where(eq(reviews.id, Number(file.ownerRef)));
  } else if (file.category === 'product_image' && file.ownerRef !== null && /^\d+$/.test(file.ownerRef)) {
    await tx
      .update(products)
      .set({ imageUrls: sql`array_remove(${products.imageUrls}, ${`/api/media/product-images/${name}`})`, updatedAt: new Date() })
      .where(eq(products.id, Number(file.ownerRef)));
  } else if (file.category === 'doctor_photo' && file.ownerRef !== null && /^\d+$/.test(file.ownerRef)) {
    await tx
      .update(doctors)
      .set({ photoKey: null, updatedAt: new Date() })
      .where(and(eq(doctors.id, Number(file.ownerRef)), eq(doctors.photoKey, name)));
  } else if (file.category === 'health_report' && file.ownerRef !== null && /^\d+$/.test(file.ownerRef)) {
    // The report stays, without its file.
    await tx
      .update(healthReports)
      .set({ fileKey: null, fileName: null, fileContentType: null })
      .where(and(eq(healthReports.id, Number(file.ownerRef)), eq(healthReports.fileKey, file.key)));
  }
  await tx.delete(storedFiles).where(eq(storedFiles.id, file.id));
}

/** Records a file an uploader stored (product images, doctor photos, prescriptions ...), in the uploader's transaction. */
export async function insertStoredFile(tx: Database, values: typeof storedFiles.$inferInsert): Promise<void> {
  await tx.insert(storedFiles).values(values).onConflictDoNothing();
}

/** Drops the registry row of a key (its owner deleted the file). */
export async function deleteStoredFileByKey(tx: Database, key: string): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.key, key));
}
