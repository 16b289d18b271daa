import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { loadCatalogue, namespacesInUse } from './catalogues';
import { applyDocumentLanguage, languageStore } from './language-store';

/**
 * Shows the site in `language`: the texts of every namespace in use are fetched first, so the page
 * changes language in one step instead of falling back to loading placeholders; then <html lang>
 * and the stored choice follow. A failed download leaves the page as it was.
 */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  if (languageStore.get() === language) return;
  await Promise.all(namespacesInUse().map((namespace) => loadCatalogue(language, namespace)));
  applyDocumentLanguage(language);
  languageStore.set(language);
}
