import type { Settings } from '@dawa/shared/account/settings';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadSettingsSchemas } from '@/lib/api-client';

const responseSchema = () => loadSettingsSchemas().then((m) => m.SettingsSchema);

/** PUT /api/settings with any subset; answers all 14. */
export function updateSettings(body: Partial<Settings>): Promise<Settings> {
  return apiRequest(apiPaths.settings(), { method: 'PUT', json: body, schema: responseSchema, auth: true });
}
