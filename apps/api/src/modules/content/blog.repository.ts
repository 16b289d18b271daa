import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogArticles } from '../../db/schema/index.ts';

export type BlogRow = typeof blogArticles.$inferSelect;
export type BlogWrite = Omit<typeof blogArticles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Published articles, newest first (the order of /blog). */
export function listPublishedArticles(db: Database): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(eq(blogArticles.published, true))
    .orderBy(desc(blogArticles.publishedOn), asc(blogArticles.title))
    .limit(500);
}

export async function findPublishedArticle(db: Database, slug: string): Promise<BlogRow | null> {
  const [row] = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), eq(blogArticles.published, true)));
  return row ?? null;
}

/** Every article, drafts too, newest first, one page at a time. */
export async function findArticlePage(db: Database, limit: number, offset: number): Promise<{ rows: BlogRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(blogArticles).orderBy(desc(blogArticles.publishedOn), desc(blogArticles.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(blogArticles),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findArticleForUpdate(tx: Database, id: number): Promise<BlogRow | null> {
  const [row] = await tx.select().from(blogArticles).where(eq(blogArticles.id, id)).for('update');
  return row ?? null;
}

/** Inserts an article; null when the slug is taken. */
export async function insertArticle(tx: Database, values: BlogWrite): Promise<BlogRow | null> {
  const [row] = await tx.insert(blogArticles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateArticle(tx: Database, id: number, values: BlogWrite): Promise<BlogRow> {
  const [row] = await tx.update(blogArticles).set({ ...values, updatedAt: new Date() }).where(eq(blogArticles.id, id)).returning();
  if (!row) throw new Error(`article ${id} vanished inside its transaction`);
  return row;
}

export async function countArticles(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogArticles);
  return row?.n ?? 0;
}

export async function insertArticles(db: Database, values: BlogWrite[]): Promise<void> {
  if (values.length > 0) await db.insert(blogArticles).values(values).onConflictDoNothing();
}
