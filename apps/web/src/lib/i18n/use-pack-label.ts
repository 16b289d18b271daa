import { DEFAULT_LANGUAGE } from '@dawa/shared/i18n/languages';
import { use, useCallback } from 'react';
import { loadPackLabels } from './pack-labels-loader';
import { useLanguage } from './use-t';

/**
 * A pack label ('Strip of 15 tablets') in the page's language (shared pack-labels.ts). Our labels are
 * written in English: other languages read the vocabulary, which comes with their texts (a Hindi page
 * waits for it as for its catalogues).
 */
export function usePackLabel(): (label: string) => string {
  const language = useLanguage();
  const translate = language === DEFAULT_LANGUAGE ? null : use(loadPackLabels());
  return useCallback((label: string) => (translate ? translate(language, label) : label), [language, translate]);
}
