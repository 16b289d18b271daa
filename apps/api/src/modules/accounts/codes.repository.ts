import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@dawa/shared/auth/schemas';
import type { Database } from '../../db/client.ts';
import { emailVerificationLinks, oneTimeCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type LinkRow = typeof emailVerificationLinks.$inferSelect;

export interface IssueCode {
  userId: number;
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
  sentAt: Date;
  /** A code last sent after this moment is not replaced (the resend cooldown); null issues regardless. */
  notSentAfter: Date | null;
}

/**
 * Stores a fresh code for (user, purpose), replacing the previous one and its attempt count. The
 * cooldown is part of the same statement, so two simultaneous resends cannot both send. Returns
 * false when the cooldown kept the previous code.
 */
export async function issueCode(db: Database, code: IssueCode): Promise<boolean> {
  const fresh = { codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0, consumedAt: null, lastSentAt: code.sentAt };
  const rows = await db
    .insert(oneTimeCodes)
    .values({ userId: code.userId, purpose: code.purpose, ...fresh, createdAt: code.sentAt })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: fresh,
      ...(code.notSentAfter ? { setWhere: lte(oneTimeCodes.lastSentAt, code.notSentAfter) } : {}),
    })
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export async function findCode(db: Database, userId: number, purpose: OtpPurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return row;
}

/** Counts one wrong try and returns the new count (atomically, so parallel guesses all count). */
export async function recordWrongAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Uses up a code if it is still live: unused, under the attempt limit, not expired. False when it was not. */
export async function consumeCode(db: Database, id: number, options: { maxAttempts: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, options.maxAttempts),
        gt(oneTimeCodes.expiresAt, options.now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export async function deleteCodesOf(db: Database, userId: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

export async function insertLink(db: Database, link: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailVerificationLinks).values(link);
}

export async function findLinkByHash(db: Database, tokenHash: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(emailVerificationLinks).where(eq(emailVerificationLinks.tokenHash, tokenHash));
  return row;
}

/** Marks a link used; false when it already was (a second click racing the first). */
export async function useLink(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationLinks)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationLinks.id, id), isNull(emailVerificationLinks.usedAt)))
    .returning({ id: emailVerificationLinks.id });
  return rows.length > 0;
}

export async function deleteLinksOf(db: Database, userId: number): Promise<void> {
  await db.delete(emailVerificationLinks).where(eq(emailVerificationLinks.userId, userId));
}
