import type { Settings } from '@dawa/shared/account/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadSettingsSchemas } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

const responseSchema = () => loadSettingsSchemas().then((m) => m.SettingsSchema);

/** PUT /api/settings with any subset; answers all 14. */
export function updateSettings(body: Partial<Settings>): Promise<Settings> {
  return apiRequest(apiPaths.settings(), { method: 'PUT', json: body, schema: responseSchema, auth: true });
}

/** Saves settings (Save Changes) and puts the answer in the cache. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
