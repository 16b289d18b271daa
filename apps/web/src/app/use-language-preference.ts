import { uiLanguageOf, type UiLanguage } from '@dawa/shared/i18n/languages';
import { useCallback, useEffect } from 'react';
import { useAccountSetting } from '@/features/settings/hooks/use-account-setting';
import { applyDocumentLanguage } from '@/lib/i18n/language-store';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { useLanguage } from '@/lib/i18n/use-t';

/**
 * The language for this visit: the browser's choice for visitors; for a logged-in user the account's
 * `language` setting wins once loaded (a language not translated yet shows English), and a switch in
 * the header is saved there too.
 */
export function useLanguagePreference(): { language: UiLanguage; chooseLanguage: (language: UiLanguage) => void } {
  const language = useLanguage();
  const { serverValue, save } = useAccountSetting('language');

  useEffect(() => {
    if (serverValue !== undefined) void switchLanguage(uiLanguageOf(serverValue));
  }, [serverValue]);
  // Another tab's switch arrives through the store; keep <html lang> with it.
  useEffect(() => applyDocumentLanguage(language), [language]);

  const chooseLanguage = useCallback(
    (next: UiLanguage) => {
      void switchLanguage(next);
      save(next);
    },
    [save],
  );
  return { language, chooseLanguage };
}
