import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
type Status = SubscriptionRow['status'];

export interface MailSlotRequest {
  email: string;
  /** HMAC of a fresh confirmation token, used unless the address is already confirmed. */
  confirmTokenHash: string;
  now: Date;
  /** A mail sent after this moment blocks another one (the per-address cooldown). */
  lastMailBefore: Date;
}

/**
 * Records a sign-up and claims the right to mail the address, in one statement so that two requests
 * at once cannot both mail. New, pending and unsubscribed addresses become pending with the new token;
 * a confirmed one stays confirmed. Returns the row as it now is, or undefined when the cooldown holds.
 */
export async function claimMailSlot(db: Database, request: MailSlotRequest): Promise<Pick<SubscriptionRow, 'id' | 'status'> | undefined> {
  const t = newsletterSubscriptions;
  const isConfirmed = sql`${t.status} = 'confirmed'`;
  const [row] = await db
    .insert(t)
    .values({ email: request.email, status: 'pending', confirmTokenHash: request.confirmTokenHash, confirmationSentAt: request.now, createdAt: request.now, updatedAt: request.now })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        status: sql`case when ${isConfirmed} then ${t.status} else 'pending' end`,
        confirmTokenHash: sql`case when ${isConfirmed} then ${t.confirmTokenHash} else excluded.confirm_token_hash end`,
        confirmedAt: sql`case when ${isConfirmed} then ${t.confirmedAt} else null end`,
        unsubscribedAt: null,
        confirmationSentAt: request.now,
        updatedAt: request.now,
      },
      setWhere: sql`${t.confirmationSentAt} is null or ${t.confirmationSentAt} <= ${request.lastMailBefore.toISOString()}::timestamptz`,
    })
    .returning({ id: t.id, status: t.status });
  return row;
}

export async function findByEmail(db: Database, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).limit(1);
  return row;
}

export async function findByConfirmHash(db: Database, hash: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hash)).limit(1);
  return row;
}

export async function findById(db: Database, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).limit(1);
  return row;
}

/** Confirms the pending subscription whose token was mailed after `sentAfter`; false when there is none. */
export async function confirmPending(db: Database, hash: string, now: Date, sentAfter: Date): Promise<boolean> {
  const t = newsletterSubscriptions;
  const rows = await db
    .update(t)
    .set({ status: 'confirmed' satisfies Status, confirmedAt: now, updatedAt: now })
    .where(and(eq(t.confirmTokenHash, hash), eq(t.status, 'pending'), gt(t.confirmationSentAt, sentAfter)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Unsubscribes (and forgets the confirmation token); false when it was already unsubscribed or does not exist. */
export async function unsubscribe(db: Database, id: number, now: Date): Promise<boolean> {
  const t = newsletterSubscriptions;
  const rows = await db
    .update(t)
    .set({ status: 'unsubscribed' satisfies Status, unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(and(eq(t.id, id), ne(t.status, 'unsubscribed')))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Forgets the newsletter subscription of an e-mail address (stored lower-case), whatever its status. */
export async function deleteSubscriptionOf(tx: Database, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}
