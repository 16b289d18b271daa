import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';
import { preloadCatalogues } from '@/lib/i18n/catalogues';
import { languageStore } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';

// The building blocks' words start loading as soon as a page's code that uses them has loaded: a
// dialog opened later by a click then finds them there, instead of suspending the page it sits on.
preloadCatalogues(languageStore.get(), ['ui']);

/** t() of the 'ui' namespace (dialogs' buttons, paging, list states) in the page's language. */
export function useUiT(): Translate<CatalogueOf<'ui'>> {
  return useT('ui');
}
