import type { AdminSystemSettings, AdminUpdateSettingsBody } from '@dawa/shared/system/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { loadSettingsSchemas, systemSettingsQueryKey } from './get-settings';

/** PUT /api/admin/settings: the changed settings; applied by the server at once. */
export function updateSystemSettings(body: AdminUpdateSettingsBody): Promise<AdminSystemSettings> {
  return apiRequest(adminApiPaths.settings(), {
    method: 'PUT',
    json: body,
    auth: true,
    schema: () => loadSettingsSchemas().then((m) => m.AdminSystemSettingsSchema),
  });
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (saved) => queryClient.setQueryData(systemSettingsQueryKey, saved),
  });
}
