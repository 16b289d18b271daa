import type { AdminSystemSettings } from '@dawa/shared/system/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** The settings contract, loaded with this section's chunk (never by the app shell). */
export const loadSettingsSchemas = () => import('@dawa/shared/system/settings');

/** GET /api/admin/settings: the settings in force (never the site password). */
export function getSystemSettings(signal?: AbortSignal): Promise<AdminSystemSettings> {
  return apiGet(adminApiPaths.settings(), () => loadSettingsSchemas().then((m) => m.AdminSystemSettingsSchema), { signal, auth: true });
}

// Under the personal prefix: what an admin saw must not show to the next person in this browser.
export const systemSettingsQueryKey = [...ME_QUERY_KEY, 'admin', 'settings'] as const;

export function useSystemSettings() {
  return useQuery(queryOptions({ queryKey: systemSettingsQueryKey, queryFn: ({ signal }) => getSystemSettings(signal), staleTime: 0 }));
}
