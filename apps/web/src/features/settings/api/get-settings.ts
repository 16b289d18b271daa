import type { Settings } from '@dawa/shared/account/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadSettingsSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadSettingsSchemas().then((m) => m.SettingsSchema);

/** GET /api/settings (the caller's own). */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiGet(apiPaths.settings(), responseSchema, { signal, auth: true });
}

export const settingsQueryKey = [...ME_QUERY_KEY, 'settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
  });

/** The settings of the logged-in user; `enabled` is false for visitors. */
export function useSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}
