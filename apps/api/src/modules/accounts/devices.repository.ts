import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userDevices } from '../../db/schema/index.ts';

/** Records a sign-in from a device; answers true when the user had never signed in from it before. */
export async function rememberDevice(tx: Database, row: { userId: number; deviceHash: string; label: string; at: Date }): Promise<boolean> {
  const inserted = await tx
    .insert(userDevices)
    .values({ userId: row.userId, deviceHash: row.deviceHash, label: row.label, firstSeenAt: row.at, lastSeenAt: row.at })
    .onConflictDoNothing()
    .returning({ id: userDevices.id });
  if (inserted.length > 0) return true;
  await tx
    .update(userDevices)
    .set({ lastSeenAt: row.at })
    .where(and(eq(userDevices.userId, row.userId), eq(userDevices.deviceHash, row.deviceHash)));
  return false;
}

export async function countDevices(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userDevices).where(eq(userDevices.userId, userId));
  return row?.n ?? 0;
}
