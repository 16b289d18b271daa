import { useCallback, useEffect } from 'react';
import { useAccountSetting } from '@/features/settings/hooks/use-account-setting';
import { applyTheme, useTheme, type Theme } from '@/features/theme/hooks/use-theme';

/**
 * The theme for this visit: the browser's choice for visitors; for a logged-in user the server's
 * darkMode setting wins, and every switch (header or settings) applies at once and is saved there.
 */
export function useThemePreference(): { theme: Theme; setTheme: (theme: Theme) => void; saveTheme: (theme: Theme) => void } {
  const { theme } = useTheme();
  const { serverValue: serverDarkMode, save: saveDarkMode } = useAccountSetting('darkMode');

  useEffect(() => {
    if (serverDarkMode !== undefined) applyTheme(serverDarkMode ? 'dark' : 'light');
  }, [serverDarkMode]);

  const saveTheme = useCallback((next: Theme) => saveDarkMode(next === 'dark'), [saveDarkMode]);
  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next);
      saveTheme(next);
    },
    [saveTheme],
  );
  return { theme, setTheme, saveTheme };
}
