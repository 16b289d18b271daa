import { and, eq, getTableName, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailVerificationLinks, newsletterSubscriptions, oneTimeCodes, outboxEmails, refreshTokens } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long rows are kept after they stopped being of use. */
export const RETENTION_DAYS = {
  /**
   * After expiry or revocation. Replay detection needs a used token only while it is unexpired and
   * unrevoked (presenting it then ends its family); an expired or revoked token is refused whether its
   * row exists or not, so the week is a margin for looking into a session, not a need of the logic.
   */
  refreshTokens: 7,
  /** After expiry: for a day, a late try still hears "This code has expired" rather than "Invalid OTP". */
  oneTimeCodes: 1,
  emailVerificationLinks: 1,
  /** A sign-up never confirmed since its last confirmation mail (whose link works for 7 days). */
  pendingNewsletter: 30,
  /** Development mailbox. */
  outboxEmails: 7,
} as const;

/** Rows per DELETE: each statement locks few rows for a short time. */
export const PURGE_BATCH_SIZE = 500;

export interface PurgeCounts {
  refreshTokens: number;
  oneTimeCodes: number;
  emailVerificationLinks: number;
  newsletterSubscriptions: number;
  outboxEmails: number;
}

/** The tables purgeExpired deletes from, by the key of PurgeCounts. */
const PURGED_TABLES: Record<keyof PurgeCounts, string> = {
  refreshTokens: getTableName(refreshTokens),
  oneTimeCodes: getTableName(oneTimeCodes),
  emailVerificationLinks: getTableName(emailVerificationLinks),
  newsletterSubscriptions: getTableName(newsletterSubscriptions),
  outboxEmails: getTableName(outboxEmails),
};

type PurgedTable = typeof refreshTokens | typeof oneTimeCodes | typeof emailVerificationLinks | typeof newsletterSubscriptions | typeof outboxEmails;

/**
 * Deletes up to `batchSize` matching rows in one statement:
 * DELETE … WHERE id IN (SELECT id … LIMIT n FOR UPDATE SKIP LOCKED) AND <condition>. The condition is
 * repeated so that a row changed in between (a sign-up confirmed a moment ago) is kept.
 */
async function deleteBatch(db: Database, table: PurgedTable, condition: SQL | undefined, batchSize: number): Promise<number> {
  const ids = db.select({ id: table.id }).from(table).where(condition).limit(batchSize).for('update', { skipLocked: true });
  const rows = await db.delete(table).where(and(inArray(table.id, ids), condition)).returning({ id: table.id });
  return rows.length;
}

/** Runs one-batch deletes until a batch comes back short; each is its own statement (no long transaction). */
async function deleteInBatches(deleteBatch: () => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes what is past its use: refresh tokens expired or revoked over a week ago, one-time codes and
 * verification links expired over a day ago, newsletter sign-ups pending for over 30 days and outbox
 * mails over a week old. Rows another purge (another instance) is deleting are skipped, not waited for.
 */
export async function purgeExpired(db: Database, now: Date, batchSize = PURGE_BATCH_SIZE): Promise<PurgeCounts> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const rt = refreshTokens;
  const tokensBefore = before(RETENTION_DAYS.refreshTokens);
  const deadTokens = or(lt(rt.expiresAt, tokensBefore), lt(rt.revokedAt, tokensBefore));
  const otc = oneTimeCodes;
  const deadCodes = lt(otc.expiresAt, before(RETENTION_DAYS.oneTimeCodes));
  const evl = emailVerificationLinks;
  const deadLinks = lt(evl.expiresAt, before(RETENTION_DAYS.emailVerificationLinks));
  const ns = newsletterSubscriptions;
  // Pending since the last confirmation mail (a new sign-up of the address sends a new one).
  const signUpsBefore = before(RETENTION_DAYS.pendingNewsletter).toISOString();
  const deadSignUps = and(eq(ns.status, 'pending'), sql`coalesce(${ns.confirmationSentAt}, ${ns.createdAt}) < ${signUpsBefore}::timestamptz`);
  const ob = outboxEmails;
  const oldMails = lt(ob.createdAt, before(RETENTION_DAYS.outboxEmails));

  const purge = (table: PurgedTable, condition: SQL | undefined) => deleteInBatches(() => deleteBatch(db, table, condition, batchSize), batchSize);
  return {
    refreshTokens: await purge(rt, deadTokens),
    oneTimeCodes: await purge(otc, deadCodes),
    emailVerificationLinks: await purge(evl, deadLinks),
    newsletterSubscriptions: await purge(ns, deadSignUps),
    outboxEmails: await purge(ob, oldMails),
  };
}

/** Reclaims the space of deleted rows and refreshes planner statistics (PGlite runs no autovacuum). */
export async function vacuumTables(db: Database, tables: (keyof PurgeCounts)[]): Promise<void> {
  for (const key of tables) await db.execute(`VACUUM ANALYZE ${PURGED_TABLES[key]}`);
}
