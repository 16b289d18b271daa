import type { Settings } from '@dawa/shared/account/settings';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { useCallback, useEffect } from 'react';
import type { Theme } from '@/features/theme/hooks/use-theme';
import { getSessionUser } from '@/lib/auth/session';
import { applyDocumentLanguage } from '@/lib/i18n/language-store';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { useLanguage } from '@/lib/i18n/use-t';

/**
 * Keeps a header switch on the logged-in user's account. The saving code uses TanStack Query, which is
 * not in the shell (decision 067): it comes with the layout's queries (loaded after the first render
 * anyway), so a switch pressed before that waits only for that chunk.
 */
function saveOnAccount<K extends keyof Settings>(key: K, value: Settings[K]): void {
  if (!getSessionUser()) return;
  void import('./layout-queries').then(({ saveHeaderSetting }) => saveHeaderSetting(key, value));
}

/**
 * The header's language and theme switches: the browser's choice at once, kept on the account of a
 * logged-in user (whose stored choice app/layout-queries.tsx applies once loaded).
 */
export function useHeaderPreferences(): {
  language: UiLanguage;
  chooseLanguage: (language: UiLanguage) => void;
  saveTheme: (theme: Theme) => void;
} {
  const language = useLanguage();
  // Another tab's switch arrives through the store; keep <html lang> with it.
  useEffect(() => applyDocumentLanguage(language), [language]);
  const chooseLanguage = useCallback((next: UiLanguage) => {
    void switchLanguage(next);
    saveOnAccount('language', next);
  }, []);
  const saveTheme = useCallback((theme: Theme) => saveOnAccount('darkMode', theme === 'dark'), []);
  return { language, chooseLanguage, saveTheme };
}
