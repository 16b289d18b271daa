import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supportConversations, supportMessages, users } from '../../db/schema/index.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect & { staffFirstName: string | null };

/** The customer's latest conversation (open or closed), if any. */
export async function findLatestOf(db: Database, userId: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(desc(supportConversations.id))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's open conversation, opened now if they have none. Two tabs opening at once meet on
 * the one-open-per-customer index: the second insert does nothing and reads the first one's row.
 */
export async function openFor(tx: Database, userId: number): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await tx.insert(supportConversations).values({ userId }).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), eq(supportConversations.status, 'open')));
  if (!existing) throw new Error('support conversation neither inserted nor found');
  return { row: existing, created: false };
}

export async function findConversation(db: Database, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row ?? null;
}

/** A conversation's messages after a message id, oldest first, at most `limit`. */
export async function messagesAfter(db: Database, conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select({
      id: supportMessages.id,
      conversationId: supportMessages.conversationId,
      author: supportMessages.author,
      staffId: supportMessages.staffId,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      staffFirstName: users.firstName,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.staffId))
    .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id))
    .limit(limit);
}

/** Adds a message and moves the conversation's last-message time (the inbox's order). */
export async function insertMessage(
  tx: Database,
  values: { conversationId: number; author: 'customer' | 'staff'; staffId: number | null; body: string },
): Promise<MessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned nothing');
  await tx.update(supportConversations).set({ lastMessageAt: row.createdAt }).where(eq(supportConversations.id, values.conversationId));
  if (values.staffId === null) return { ...row, staffFirstName: null };
  const [staff] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, values.staffId));
  return { ...row, staffFirstName: staff?.firstName ?? null };
}

/** Moves a read marker forward (never back: an older poll answering late must not unread newer messages). */
export async function markRead(db: Database, conversationId: number, side: 'customer' | 'staff', upTo: number): Promise<void> {
  const column = side === 'customer' ? supportConversations.customerReadUpTo : supportConversations.staffReadUpTo;
  await db
    .update(supportConversations)
    .set(
      side === 'customer' ? { customerReadUpTo: sql`greatest(${column}, ${upTo})` } : { staffReadUpTo: sql`greatest(${column}, ${upTo})` },
    )
    .where(eq(supportConversations.id, conversationId));
}

/** Closes an open conversation; answers the closed row, or null when it was not open (already closed). */
export async function close(tx: Database, id: number, staffId: number, at: Date): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(supportConversations)
    .set({ status: 'closed', closedAt: at, closedBy: staffId })
    .where(and(eq(supportConversations.id, id), eq(supportConversations.status, 'open')))
    .returning();
  return row ?? null;
}

export interface InboxRow {
  id: number;
  status: 'open' | 'closed';
  userId: number;
  customerName: string;
  customerEmail: string;
  messageCount: number;
  unreadCount: number;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
}

/**
 * Counts as correlated subqueries: evaluated only for the page's rows, each on the
 * (conversation_id, id) index — neither a query per row from here nor a scan of every message.
 */
const inboxColumns = {
  id: supportConversations.id,
  status: supportConversations.status,
  userId: supportConversations.userId,
  customerName: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
  customerEmail: users.email,
  messageCount: sql<number>`(select count(*) from ${supportMessages} m where m.conversation_id = ${supportConversations.id})`.mapWith(
    Number,
  ),
  unreadCount:
    sql<number>`(select count(*) from ${supportMessages} m where m.conversation_id = ${supportConversations.id} and m.author = 'customer' and m.id > ${supportConversations.staffReadUpTo})`.mapWith(
      Number,
    ),
  createdAt: supportConversations.createdAt,
  lastMessageAt: supportConversations.lastMessageAt,
  closedAt: supportConversations.closedAt,
};

/** A page of the inbox (optionally one status), latest message first. */
export async function findInboxPage(
  db: Database,
  status: 'open' | 'closed' | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = status ? eq(supportConversations.status, status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(inboxColumns)
      .from(supportConversations)
      .innerJoin(users, eq(users.id, supportConversations.userId))
      .where(where)
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(supportConversations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** One conversation as an inbox row. */
export async function findInboxRow(db: Database, id: number): Promise<InboxRow | null> {
  const [row] = await db
    .select(inboxColumns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id));
  return row ?? null;
}
