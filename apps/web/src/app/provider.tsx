import { installSession, restoreSession } from '@/lib/auth/session';
import { preloadCatalogues } from '@/lib/i18n/catalogues';
import { applyDocumentLanguage, languageStore } from '@/lib/i18n/language-store';
import { startSiteLockCheck } from '@/lib/site-lock';

/**
 * Runs once before the first render: the page's texts start downloading in the chosen language (the
 * header's namespace; routes add theirs), the site-lock status gates everything, then a stored
 * user's session is restored from the refresh cookie (API calls that need it wait for it).
 */
export function startApp(): void {
  const language = languageStore.get();
  applyDocumentLanguage(language);
  preloadCatalogues(language, ['common']);
  installSession();
  void startSiteLockCheck();
  void restoreSession();
}
