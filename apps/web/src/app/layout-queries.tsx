import type { Settings } from '@dawa/shared/account/settings';
import { useCategories } from '@/features/catalog/api/get-categories';
import { saveAccountSetting } from '@/features/settings/hooks/use-account-setting';
import { queryClient } from '@/lib/query-client';
import { useAccountLanguage } from './use-language-preference';
import { useThemePreference } from './use-theme-preference';

/**
 * What the layout keeps from the server for the whole visit, drawing nothing: the category list (the
 * header's advanced search offers it, the home grid shows it) and, for a logged-in user, the account's
 * dark mode and language, which win over the browser's once loaded. It reads TanStack Query, so it is
 * a lazy part that comes after the shell rather than in it (decision 067).
 */
export default function LayoutQueries() {
  useCategories();
  useThemePreference();
  useAccountLanguage();
  return null;
}

/** Keeps a header switch on the logged-in user's account, with the app's client (the header has no provider). */
export function saveHeaderSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
  return saveAccountSetting(queryClient, key, value);
}
