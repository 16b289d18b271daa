import type { AdminSupportConversation, AdminSupportThread, SupportMessage } from '@dawa/shared/support/inbox';
import { supportApiPaths } from '@/config/support-paths';
import { apiGet, apiRequest } from '@/lib/api-client';

const schemas = () => import('@dawa/shared/support/inbox');

/** GET /api/admin/support/conversations/:id?after=: the messages after the last one shown (audit-logged when there are any). */
export function getSupportThread(id: number, after: number, signal?: AbortSignal): Promise<AdminSupportThread> {
  return apiGet(supportApiPaths.adminConversation(id, { after }), () => schemas().then((m) => m.AdminSupportThreadSchema), {
    signal,
    auth: true,
  });
}

/** POST /api/admin/support/conversations/:id/messages: a reply the customer sees in their chat. */
export function replyToSupportThread(id: number, body: string): Promise<SupportMessage> {
  return apiRequest(supportApiPaths.adminReply(id), {
    method: 'POST',
    json: { body },
    auth: true,
    schema: () => schemas().then((m) => m.SupportMessageSchema),
  });
}

/** POST /api/admin/support/conversations/:id/close. */
export function closeSupportThread(id: number): Promise<AdminSupportConversation> {
  return apiRequest(supportApiPaths.adminClose(id), {
    method: 'POST',
    auth: true,
    schema: () => schemas().then((m) => m.AdminSupportConversationSchema),
  });
}
