import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema/index.ts';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** Starts (or restarts) an enrolment: a new pending secret replaces any earlier pending one. */
export async function savePendingSecret(db: Database, userId: number, secretEncrypted: string, now: Date): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secretEncrypted, confirmedAt: null, lastUsedStep: 0, createdAt: now } });
}

/** Confirms a pending secret with the step of its first code; false when it is gone or already confirmed. */
export async function confirmSecret(db: Database, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.confirmedAt)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Records the step of an accepted code if it is later than the last one; false means a replay (or a parallel use). */
export async function useStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastUsedStep, step)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/** Replaces the recovery codes of a user with these hashes. */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: readonly string[], now: Date): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Burns an unused recovery code; false when there is none with this hash (wrong, or already used). */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}
