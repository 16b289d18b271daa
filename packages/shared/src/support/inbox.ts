import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { idParam, positiveIntParam, MAX_ID, text } from '../http/primitives.ts';

/**
 * The support inbox ('connect to agent', issue 14; decision 039): a signed-in customer's conversation
 * with the pharmacy's staff, answered from the dashboard's Support Inbox.
 */
export const SUPPORT_MESSAGES = {
  loginRequired: 'Please log in to chat with our support team.',
  empty: 'Please type a message.',
  tooLong: 'Messages can be at most 2000 characters.',
  noConversation: 'You have no support conversation yet.',
  notFound: 'Support conversation not found',
  closed: 'This conversation is closed.',
  alreadyClosed: 'This conversation is already closed.',
} as const;

export const SUPPORT_MESSAGE_MAX = 2000;
/** The most messages one answer carries (a thread longer than this is read in steps with `after`). */
export const SUPPORT_MESSAGES_PAGE = 200;
export const SUPPORT_INBOX_PAGE_SIZE = 20;
export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_AUTHORS = ['customer', 'staff'] as const;

export const SupportMessageBodySchema = z
  .object({
    body: text('Message', SUPPORT_MESSAGES.empty).trim().min(1, SUPPORT_MESSAGES.empty).max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.tooLong),
  })
  .strict();
export type SupportMessageBody = z.input<typeof SupportMessageBodySchema>;

/** `after`: the last message id the caller has; only later ones come back (0 or absent: from the start). */
export const SupportThreadQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,10}$/, 'after must be a message id')
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_ID, 'after must be a message id'))
    .optional(),
});
export type SupportThreadQuery = z.output<typeof SupportThreadQuerySchema>;

export const SupportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The staff member's first name on staff replies (customers never see staff e-mails); null on the customer's own. */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** The customer's view of their conversation (the messages after `after`, oldest first). */
export const SupportThreadSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(SupportMessageSchema),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportPostedSchema = z.object({ conversationId: z.number().int(), message: SupportMessageSchema });
export type SupportPosted = z.infer<typeof SupportPostedSchema>;

// --- Staff (the dashboard's Support Inbox) ---

export const AdminSupportListQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { message: 'status must be open or closed' }).optional(),
  page: positiveIntParam('page', 10_000).optional(),
});
export type AdminSupportListQuery = z.output<typeof AdminSupportListQuerySchema>;

const CustomerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One row of the inbox: who, state and how many customer messages no staff member has read yet (no message text: opening the thread is the audited view). */
export const AdminSupportConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  customer: CustomerSchema,
  messageCount: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminSupportConversation = z.infer<typeof AdminSupportConversationSchema>;
export const AdminSupportListResponseSchema = pagedSchema(AdminSupportConversationSchema);
export type AdminSupportListResponse = z.infer<typeof AdminSupportListResponseSchema>;

export const AdminSupportParamsSchema = z.object({ id: idParam('id', SUPPORT_MESSAGES.notFound) });

export const AdminSupportThreadSchema = AdminSupportConversationSchema.extend({ messages: z.array(SupportMessageSchema) });
export type AdminSupportThread = z.infer<typeof AdminSupportThreadSchema>;
