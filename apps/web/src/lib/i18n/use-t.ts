import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { createTranslator, type Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';
import { useContext, useMemo } from 'react';
import { loadCatalogue, loadedCatalogue, takeCatalogueError } from './catalogues';
import { FixedLanguageContext } from './fixed-language-context';
import { languageStore } from './language-store';

/** The language the page shows ('en' or 'hi'), or the one fixed for this part of it (FixedLanguage: the staff dashboard). */
export function useLanguage(): UiLanguage {
  const fixed = useContext(FixedLanguageContext);
  const chosen = languageStore.use();
  return fixed ?? chosen;
}

/**
 * Waits for a namespace that has not arrived (the route did not list it in lazyRoute): the promise is
 * thrown, not given to use(). React replays a component that suspended in use() with the hooks of the
 * failed attempt, and a replay that finds the texts loaded and calls no use() then runs its later hooks
 * as updates of hooks that never mounted: React error #467, 'Update hook called on initial render'
 * (decision 041). A thrown promise is never replayed: the nearest Suspense boundary waits, then the
 * component mounts afresh. A failed download goes to the error boundary (its retry loads it again).
 */
function waitForCatalogue(language: UiLanguage, namespace: Namespace): never {
  const error = takeCatalogueError(language, namespace);
  if (error) throw error;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's thrown-promise protocol (see above)
  throw loadCatalogue(language, namespace);
}

/**
 * t() for one namespace in the page's language: `const t = useT('cart'); t('cart.items', { count })`.
 * Never suspends when the namespace has arrived, which lazyRoute(load, namespaces) makes sure of
 * before a route renders; otherwise suspends (thrown promise) until its chunk arrives the first time.
 */
export function useT<N extends Namespace>(namespace: N): Translate<CatalogueOf<N>> {
  const language = useLanguage();
  const catalogue = loadedCatalogue(language, namespace) ?? waitForCatalogue(language, namespace);
  return useMemo(() => createTranslator<CatalogueOf<N>>(catalogue, language), [catalogue, language]);
}

/**
 * Suspends (thrown promise, see waitForCatalogue) until every one of `namespaces` has arrived in the
 * page's language (or in `inLanguage`): lazyRoute's element calls it so a route renders only with all its texts in.
 */
export function useCataloguesReady(namespaces: readonly Namespace[], inLanguage?: UiLanguage): void {
  const shown = useLanguage();
  const language = inLanguage ?? shown;
  const missing = namespaces.filter((namespace) => !loadedCatalogue(language, namespace));
  for (const namespace of missing) void loadCatalogue(language, namespace).catch(() => undefined);
  for (const namespace of missing) waitForCatalogue(language, namespace);
}
