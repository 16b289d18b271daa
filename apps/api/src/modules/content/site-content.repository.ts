import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, max, or } from 'drizzle-orm';
import type { PolicyPage } from '@dawa/shared/admin/site-content-rules';
import type { Database } from '../../db/client.ts';
import { categories, heroBanners, policyVersions, promoCodes } from '../../db/schema/index.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoWrite = Omit<typeof promoCodes.$inferInsert, 'code' | 'timesUsed' | 'createdAt' | 'updatedAt' | 'sortOrder' | 'image'>;

/** Every promo code, newest window first (a store has tens of codes, not thousands). */
export function listPromos(db: Database): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.validFrom), asc(promoCodes.code));
}

export async function findPromoForUpdate(tx: Database, code: string): Promise<PromoRow | null> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row ?? null;
}

/** Inserts a code; null when the code is taken. */
export async function insertPromo(tx: Database, code: string, values: PromoWrite): Promise<PromoRow | null> {
  const [row] = await tx.insert(promoCodes).values({ code, ...values }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePromo(tx: Database, code: string, values: PromoWrite): Promise<PromoRow> {
  const [row] = await tx.update(promoCodes).set({ ...values, updatedAt: new Date() }).where(eq(promoCodes.code, code)).returning();
  if (!row) throw new Error(`promo ${code} vanished inside its transaction`);
  return row;
}

/** The slugs among these that are real categories. */
export async function existingCategorySlugs(db: Database, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, [...slugs]));
  return rows.map((r) => r.slug);
}

// ---------------------------------------------------------------- policies

export type PolicyVersionRow = typeof policyVersions.$inferSelect;

export function listPolicyVersions(db: Database, page: PolicyPage): Promise<PolicyVersionRow[]> {
  return db.select().from(policyVersions).where(eq(policyVersions.page, page)).orderBy(desc(policyVersions.version));
}

export async function latestPublishedPolicy(db: Database, page: PolicyPage): Promise<PolicyVersionRow | null> {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.page, page), isNotNull(policyVersions.publishedAt)))
    .orderBy(desc(policyVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * Adds the next version of a page. The unique (page, version) index makes two editors saving at
 * once collide (one gets a 409) instead of both becoming version N.
 */
export async function insertPolicyVersion(
  tx: Database,
  values: { page: PolicyPage; title: string; body: string; publishedAt: Date | null; createdBy: number },
): Promise<PolicyVersionRow> {
  const [current] = await tx.select({ latest: max(policyVersions.version) }).from(policyVersions).where(eq(policyVersions.page, values.page));
  const [row] = await tx
    .insert(policyVersions)
    .values({ ...values, version: (current?.latest ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('policy version insert returned nothing');
  return row;
}

/** Publishes a draft version; null when there is no such version. */
export async function publishPolicyVersion(tx: Database, page: PolicyPage, version: number, at: Date): Promise<PolicyVersionRow | null> {
  const [row] = await tx
    .update(policyVersions)
    .set({ publishedAt: at })
    .where(and(eq(policyVersions.page, page), eq(policyVersions.version, version), isNull(policyVersions.publishedAt)))
    .returning();
  return row ?? null;
}

export async function findPolicyVersion(db: Database, page: PolicyPage, version: number): Promise<PolicyVersionRow | null> {
  const [row] = await db.select().from(policyVersions).where(and(eq(policyVersions.page, page), eq(policyVersions.version, version)));
  return row ?? null;
}

// ---------------------------------------------------------------- hero banner

export type HeroRow = typeof heroBanners.$inferSelect;
export type HeroWrite = Pick<typeof heroBanners.$inferInsert, 'title' | 'subtitle' | 'ctaLabel' | 'ctaHref' | 'startsAt' | 'endsAt' | 'active'>;

export function listHeroes(db: Database): Promise<HeroRow[]> {
  return db.select().from(heroBanners).orderBy(desc(heroBanners.startsAt), desc(heroBanners.id)).limit(100);
}

export async function countHeroes(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(heroBanners);
  return row?.n ?? 0;
}

/** The banner to show now: active, inside its window, the latest to start. */
export async function currentHero(db: Database, now: Date): Promise<HeroRow | null> {
  const [row] = await db
    .select()
    .from(heroBanners)
    .where(and(eq(heroBanners.active, true), lte(heroBanners.startsAt, now), or(isNull(heroBanners.endsAt), gt(heroBanners.endsAt, now))))
    .orderBy(desc(heroBanners.startsAt), desc(heroBanners.id))
    .limit(1);
  return row ?? null;
}

export async function findHeroForUpdate(tx: Database, id: number): Promise<HeroRow | null> {
  const [row] = await tx.select().from(heroBanners).where(eq(heroBanners.id, id)).for('update');
  return row ?? null;
}

export async function insertHero(tx: Database, values: HeroWrite): Promise<HeroRow> {
  const [row] = await tx.insert(heroBanners).values(values).returning();
  if (!row) throw new Error('hero insert returned nothing');
  return row;
}

export async function updateHero(tx: Database, id: number, values: HeroWrite): Promise<HeroRow> {
  const [row] = await tx.update(heroBanners).set({ ...values, updatedAt: new Date() }).where(eq(heroBanners.id, id)).returning();
  if (!row) throw new Error(`hero ${id} vanished inside its transaction`);
  return row;
}
