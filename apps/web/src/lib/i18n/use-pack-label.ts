import { packLabelIn } from '@dawa/shared/i18n/pack-labels';
import { useCallback } from 'react';
import { useLanguage } from './use-t';

/** A pack label ('Strip of 15 tablets') in the page's language (shared pack-labels.ts). */
export function usePackLabel(): (label: string) => string {
  const language = useLanguage();
  return useCallback((label: string) => packLabelIn(language, label), [language]);
}
