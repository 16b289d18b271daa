import { createTranslator, type ParamsArg } from '@dawa/shared/i18n/messages';
import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';
import { loadedCatalogue } from './catalogues';
import { languageStore } from './language-store';

/**
 * t() outside React (toasts from stores and hooks' callbacks), in the page's language, from a
 * namespace a mounted screen has already loaded ('common' always is). Falls back to English, then
 * to the key, rather than throwing in the middle of an action.
 */
export function translate<N extends Namespace, K extends keyof CatalogueOf<N> & string>(
  namespace: N,
  key: K,
  ...params: ParamsArg<CatalogueOf<N>[K]>
): string {
  const language = languageStore.get();
  const catalogue = loadedCatalogue(language, namespace) ?? loadedCatalogue('en', namespace);
  return catalogue ? createTranslator<CatalogueOf<N>>(catalogue, language)(key, ...params) : key;
}
