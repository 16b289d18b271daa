import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's conversation with the support team ('connect to agent'; migration 0031, decision 039).
 * One open conversation per customer at a time; staff close it when the case is done, and the
 * customer's next message opens a new one. The read markers are message ids: everything up to them
 * has been seen (by the customer; by any staff member — the inbox is shared).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    customerReadUpTo: integer('customer_read_up_to').notNull().default(0),
    staffReadUpTo: integer('staff_read_up_to').notNull().default(0),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('support_conversations_user_idx').on(t.userId, t.id.desc()),
    index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt.desc(), t.id.desc()),
    check('support_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** The messages of a conversation, in id order. Plain text: shown as text, never as HTML. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** The staff member who replied (null on customer messages, or once that account is deleted). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    check('support_messages_author_check', sql`${t.author} in ('customer', 'staff')`),
    check('support_messages_body_check', sql`length(btrim(${t.body})) BETWEEN 1 AND 2000`),
  ],
);
