import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { formatMessage, type Catalogue } from '@dawa/shared/i18n/messages';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { loadedCatalogue } from './catalogues';
import { useLanguage, useT } from './use-t';

/**
 * The sentence for a failed call in `language` (decision 038): a refusal with a `reason` the errors
 * catalogue knows is worded from it with the API's `params`; otherwise English shows the server's
 * own message (the spec's text) and Hindi the sentence of the error's code. No answer, a server
 * failure or a contract drift gives `fallback`, a sentence the caller has already translated.
 */
export function apiErrorText(error: unknown, fallback: string, language: UiLanguage, errors: Catalogue): string {
  if (!(error instanceof ApiError) || !error.isClientError) return fallback;
  const sentence = error.reason ? errors[`reason.${error.reason}`] : undefined;
  if (sentence !== undefined) return formatMessage(sentence, error.params, language);
  if (language === 'en' && error.message) return error.message;
  const byCode = errors[`code.${error.code}`];
  return byCode === undefined ? fallback : formatMessage(byCode, error.params, language);
}

const NO_SENTENCES: Catalogue = {};

/** `errorText(error, fallback)` in the page's language: the translated counterpart of apiErrorMessage. */
export function useApiErrorText(): (error: unknown, fallback: string) => string {
  const language = useLanguage();
  useT('errors'); // suspends until the errors catalogue is there
  const errors = loadedCatalogue(language, 'errors') ?? NO_SENTENCES;
  return useCallback((error: unknown, fallback: string) => apiErrorText(error, fallback, language, errors), [language, errors]);
}
