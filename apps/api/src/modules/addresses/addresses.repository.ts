import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** The customer's addresses, the default one first, then the newest. */
export function findAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the customer's own addresses; null for another customer's (or no) address. */
export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: Database, userId: number, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...fields, userId, isDefault })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(
  tx: Database,
  userId: number,
  id: number,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressRow | null> {
  const [row] = await tx
    .update(addresses)
    .set({ ...fields, isDefault, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(tx: Database, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Makes every other address of the customer not the default. */
export async function clearOtherDefaults(tx: Database, userId: number, keepId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

/** Makes the newest remaining address the default (after the default one was deleted). */
export async function promoteNewest(tx: Database, userId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** Serialises changes to one customer's address book (the 20-address limit and the single default hold under races). */
export async function lockAddressBook(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function deleteAddressesOf(tx: Database, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
