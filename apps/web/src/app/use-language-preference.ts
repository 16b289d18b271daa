import { uiLanguageOf } from '@dawa/shared/i18n/languages';
import { useEffect } from 'react';
import { useAccountSetting } from '@/features/settings/hooks/use-account-setting';
import { switchLanguage } from '@/lib/i18n/switch-language';

/**
 * For a logged-in user the account's `language` setting wins over the browser's once loaded (a
 * language not translated yet shows English). The header's switch saves there
 * (app/use-header-preferences.ts).
 */
export function useAccountLanguage(): void {
  const { serverValue } = useAccountSetting('language');
  useEffect(() => {
    if (serverValue !== undefined) void switchLanguage(uiLanguageOf(serverValue));
  }, [serverValue]);
}
