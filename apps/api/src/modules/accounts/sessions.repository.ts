import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@dawa/shared/auth/rules';
import type { Database } from '../../db/client.ts';
import { refreshTokens, users, userTwoFactor } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; secondFactor: boolean },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used if it is still unused and unrevoked; false when another request got there first. */
export async function markRefreshTokenUsed(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** What the session check knows about a live session's account. */
export interface LiveSession {
  userId: number;
  role: Role;
  /** The account has a confirmed authenticator. */
  twoFactorEnrolled: boolean;
  /** This session was signed in (or confirmed its authenticator) with a second factor. */
  secondFactor: boolean;
}

/**
 * The owner, the owner's current role and two-factor state of a session that is still alive: the family
 * has a token that was not revoked, and the account exists and is not deleted. Undefined otherwise.
 */
export async function findLiveSession(db: Database, familyId: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      twoFactorEnrolled: sql<boolean>`${userTwoFactor.confirmedAt} is not null`,
      secondFactor: refreshTokens.secondFactor,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The session families of a user that still have an unrevoked token. */
export async function liveFamiliesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.familyId);
}

/** Ends a session: every token of the family stops working. */
export async function revokeFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (all but one, if given: the session changing its password stays logged in); answers the families it ended. */
export async function revokeUserSessions(db: Database, userId: number, at: Date, exceptFamilyId?: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** Marks a session (every token of its family) as signed in with a second factor. */
export async function markSecondFactor(db: Database, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ secondFactor: true }).where(eq(refreshTokens.familyId, familyId));
}
