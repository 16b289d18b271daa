import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueryKey } from './get-settings';
import { updateSettings } from './update-settings';

// Apart from updateSettings: the header's switches (every page's first bundle) call that one directly,
// and a module in the first bundle brings all its exports, this hook and TanStack's mutation code with it.
/** Saves settings (Save Changes) and puts the answer in the cache. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
