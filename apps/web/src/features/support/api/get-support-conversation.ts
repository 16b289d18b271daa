import type { SupportThread } from '@dawa/shared/support/inbox';
import { supportApiPaths } from '@/config/support-paths';
import { apiGet } from '@/lib/api-client';
import { loadSupportSchemas } from './open-support-conversation';

/** GET /api/support/conversation?after=: my latest conversation with the messages after the last one I have. */
export function getSupportConversation(after: number, signal?: AbortSignal): Promise<SupportThread> {
  return apiGet(supportApiPaths.conversation({ after }), () => loadSupportSchemas().then((m) => m.SupportThreadSchema), {
    signal,
    auth: true,
  });
}
