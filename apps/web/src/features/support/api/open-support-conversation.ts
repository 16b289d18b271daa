import type { SupportThread } from '@dawa/shared/support/inbox';
import { supportApiPaths } from '@/config/support-paths';
import { apiRequest } from '@/lib/api-client';

export const loadSupportSchemas = () => import('@dawa/shared/support/inbox');

/** POST /api/support/conversation: opens my conversation, or continues my open one (with its messages). */
export function openSupportConversation(signal?: AbortSignal): Promise<SupportThread> {
  return apiRequest(supportApiPaths.conversation(), {
    method: 'POST',
    auth: true,
    signal,
    schema: () => loadSupportSchemas().then((m) => m.SupportThreadSchema),
  });
}
