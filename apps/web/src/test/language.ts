import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { afterEach, beforeEach } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';

/** Renders the tests of the calling describe() in `language` (catalogues are preloaded by setup.ts), then back to English. */
export function inLanguage(language: UiLanguage) {
  beforeEach(() => languageStore.set(language));
  afterEach(() => languageStore.set('en'));
}
