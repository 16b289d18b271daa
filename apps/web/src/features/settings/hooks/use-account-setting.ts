import type { Settings } from '@dawa/shared/account/settings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/auth/session';
import { loadedCatalogue } from '@/lib/i18n/catalogues';
import { languageStore } from '@/lib/i18n/language-store';
import { settingsQueryKey, useSettings } from '../api/get-settings';
import { updateSettings } from '../api/update-settings';

export const SAVE_SETTINGS_FAILED = 'Failed to save settings';

/**
 * Keeps one setting of the logged-in user on the server, with the cache updated first so a switch never
 * flickers back; a failure says so in a toast. Also used by the header's switches, which have no
 * provider of their own (app/account-preferences.tsx).
 */
export async function saveAccountSetting<K extends keyof Settings>(queryClient: QueryClient, key: K, value: Settings[K]): Promise<void> {
  // A load still under way must not bring back the old value after the switch.
  await queryClient.cancelQueries({ queryKey: settingsQueryKey });
  queryClient.setQueryData<Settings>(settingsQueryKey, (old) => (old ? { ...old, [key]: value } : old));
  try {
    queryClient.setQueryData(settingsQueryKey, await updateSettings({ [key]: value }));
  } catch {
    // The header's switches save from any page: the settings texts are used when that page has them.
    toast(loadedCatalogue(languageStore.get(), 'settings')?.['page.saveFailed'] ?? SAVE_SETTINGS_FAILED, 'error');
  }
}

/**
 * One setting of a logged-in user that a header control also changes (darkMode, language):
 * undefined for visitors and until it loads, and a saver used by every switch. For a logged-in user
 * the server's choice wins over the browser's, and each switch is kept on the server at once.
 */
export function useAccountSetting<K extends keyof Settings>(
  key: K,
): { serverValue: Settings[K] | undefined; save: (value: Settings[K]) => void } {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const settings = useSettings({ enabled: user !== null });
  const save = useCallback(
    (value: Settings[K]) => {
      if (user) void saveAccountSetting(queryClient, key, value);
    },
    [user, queryClient, key],
  );
  return { serverValue: user ? settings.data?.[key] : undefined, save };
}
