import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { createTranslator, type Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';
import { use, useMemo } from 'react';
import { loadCatalogue } from './catalogues';
import { languageStore } from './language-store';

/** The language the page shows ('en' or 'hi'). */
export function useLanguage(): UiLanguage {
  return languageStore.use();
}

/**
 * t() for one namespace in the page's language: `const t = useT('cart'); t('cart.items', { count })`.
 * Suspends (Suspense-friendly) only until the namespace's chunk has arrived the first time.
 */
export function useT<N extends Namespace>(namespace: N): Translate<CatalogueOf<N>> {
  const language = useLanguage();
  // Always through use() with the one cached promise (settled ones return at once): a component that
  // suspended here is replayed by React with the same hooks, which skipping use() would break.
  const catalogue = use(loadCatalogue(language, namespace));
  return useMemo(() => createTranslator<CatalogueOf<N>>(catalogue, language), [catalogue, language]);
}
