import { DEFAULT_LANGUAGE, isUiLanguage, LOCALES, type UiLanguage } from '@dawa/shared/i18n/languages';
import { createBrowserStore } from '@/lib/browser-store';

/**
 * A visitor's language choice, kept in this browser (the header switch writes it). For a signed-in
 * user the account's `language` setting wins once it has loaded (app/use-language-preference.ts).
 */
export const languageStore = createBrowserStore<UiLanguage>('language', (raw) => (isUiLanguage(raw) ? raw : DEFAULT_LANGUAGE));

/** <html lang> follows the language shown (screen readers pick their voice from it). */
export function applyDocumentLanguage(language: UiLanguage): void {
  document.documentElement.lang = LOCALES[language];
}
