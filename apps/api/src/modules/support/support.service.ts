import {
  SUPPORT_INBOX_PAGE_SIZE,
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGES_PAGE,
  type AdminSupportConversation,
  type AdminSupportListQuery,
  type AdminSupportListResponse,
  type AdminSupportThread,
  type SupportMessage,
  type SupportPosted,
  type SupportThread,
} from '@dawa/shared/support/inbox';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as repo from './support.repository.ts';

function toMessage(row: repo.MessageRow): SupportMessage {
  return {
    id: row.id,
    author: row.author,
    // Customers see the replying staff member's first name, never their e-mail or role.
    authorName: row.author === 'staff' ? (row.staffFirstName ?? 'Support team') : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

function toThread(row: repo.ConversationRow, messages: repo.MessageRow[]): SupportThread {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: messages.map(toMessage),
  };
}

function toInboxEntry(row: repo.InboxRow): AdminSupportConversation {
  return {
    id: row.id,
    status: row.status,
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail },
    messageCount: row.messageCount,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

const lastId = (messages: repo.MessageRow[]) => messages.at(-1)?.id ?? 0;

/** The support inbox: customers' conversations with staff ('connect to agent', decision 039). */
export function createSupportService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function conversationOrThrow(id: number): Promise<repo.ConversationRow> {
    const row = await repo.findConversation(db, id);
    if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
    return row;
  }

  return {
    /** Opens the customer's conversation, or continues their open one; answers it with its messages. */
    async open(userId: number): Promise<{ thread: SupportThread; created: boolean }> {
      const { row, created } = await inTransaction(db, (tx) => repo.openFor(tx, userId));
      const messages = await repo.messagesAfter(db, row.id, 0, SUPPORT_MESSAGES_PAGE);
      await repo.markRead(db, row.id, 'customer', lastId(messages));
      return { thread: toThread(row, messages), created };
    },

    /** The customer's latest conversation (open or closed) with the messages after `after`. */
    async read(userId: number, after = 0): Promise<SupportThread> {
      const row = await repo.findLatestOf(db, userId);
      if (!row) throw notFound(SUPPORT_MESSAGES.noConversation);
      const messages = await repo.messagesAfter(db, row.id, after, SUPPORT_MESSAGES_PAGE);
      if (messages.length > 0) await repo.markRead(db, row.id, 'customer', lastId(messages));
      return toThread(row, messages);
    },

    /** A customer's message: to their open conversation, or to a new one once staff closed the last (a new case). */
    async postAsCustomer(userId: number, body: string): Promise<SupportPosted> {
      return inTransaction(db, async (tx) => {
        const { row } = await repo.openFor(tx, userId);
        const message = await repo.insertMessage(tx, { conversationId: row.id, author: 'customer', staffId: null, body });
        await repo.markRead(tx, row.id, 'customer', message.id);
        return { conversationId: row.id, message: toMessage(message) };
      });
    },

    /** The inbox, latest message first, with each conversation's unread count. */
    async inbox(query: AdminSupportListQuery): Promise<AdminSupportListResponse> {
      const page = query.page ?? 1;
      const pageSize = SUPPORT_INBOX_PAGE_SIZE;
      const { rows, total } = await repo.findInboxPage(db, query.status, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toInboxEntry), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /**
     * A thread for staff: the messages after `after`, marked read for the inbox. Reading a customer's
     * messages is a staff view of private data: audit-logged whenever messages are shown (a poll that
     * brings nothing new records nothing).
     */
    async thread(id: number, after: number, staff: AuditContext): Promise<AdminSupportThread> {
      const row = await repo.findInboxRow(db, id);
      if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
      const messages = await repo.messagesAfter(db, id, after, SUPPORT_MESSAGES_PAGE);
      if (messages.length > 0) {
        await inTransaction(db, async (tx) => {
          await repo.markRead(tx, id, 'staff', lastId(messages));
          await recordAudit(tx, {
            ...staff,
            action: 'view',
            entityType: 'support_conversation',
            entityId: id,
            before: null,
            after: { customerId: row.userId, messageIds: [messages[0]!.id, lastId(messages)] },
          });
        });
      }
      const unreadCount = messages.length > 0 ? 0 : row.unreadCount;
      return { ...toInboxEntry({ ...row, unreadCount }), messages: messages.map(toMessage) };
    },

    /** A staff reply (audit-logged with the reply); a closed conversation takes no more replies (409). */
    async reply(id: number, body: string, staff: AuditContext): Promise<SupportMessage> {
      const conversation = await conversationOrThrow(id);
      if (conversation.status !== 'open') throw new AppError('conflict', SUPPORT_MESSAGES.closed);
      return inTransaction(db, async (tx) => {
        const message = await repo.insertMessage(tx, { conversationId: id, author: 'staff', staffId: staff.actor.id, body });
        // Whoever replies has read the thread up to their reply.
        await repo.markRead(tx, id, 'staff', message.id);
        await recordAudit(tx, {
          ...staff,
          action: 'create',
          entityType: 'support_conversation',
          entityId: id,
          before: null,
          after: { messageId: message.id, customerId: conversation.userId, length: body.length },
        });
        return toMessage(message);
      });
    },

    /** Closes a conversation (409 when it is closed already); the customer's next message opens a new one. */
    async close(id: number, staff: AuditContext): Promise<AdminSupportConversation> {
      await conversationOrThrow(id);
      await inTransaction(db, async (tx) => {
        const closed = await repo.close(tx, id, staff.actor.id, now());
        if (!closed) throw new AppError('conflict', SUPPORT_MESSAGES.alreadyClosed);
        await recordAudit(tx, {
          ...staff,
          action: 'status_change',
          entityType: 'support_conversation',
          entityId: id,
          before: { status: 'open' },
          after: { status: 'closed' },
        });
      });
      const row = await repo.findInboxRow(db, id);
      if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
      return toInboxEntry(row);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
