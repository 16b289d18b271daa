import type { SupportPosted } from '@dawa/shared/support/inbox';
import { supportApiPaths } from '@/config/support-paths';
import { apiRequest } from '@/lib/api-client';
import { loadSupportSchemas } from './open-support-conversation';

/** POST /api/support/conversation/messages: my message, to my open conversation (or a new one after a close). */
export function sendSupportMessage(body: string): Promise<SupportPosted> {
  return apiRequest(supportApiPaths.messages(), {
    method: 'POST',
    json: { body },
    auth: true,
    schema: () => loadSupportSchemas().then((m) => m.SupportPostedSchema),
  });
}
