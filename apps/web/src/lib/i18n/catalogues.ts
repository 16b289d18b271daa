import { DEFAULT_LANGUAGE, type UiLanguage } from '@dawa/shared/i18n/languages';
import type { Catalogue } from '@dawa/shared/i18n/messages';
import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';

/**
 * Every catalogue file of packages/shared, each its own chunk: a page downloads only the namespaces
 * it uses, in the language it shows (none of them is in the first page's bundle). A new file in
 * catalogues/<language>/ is picked up here without an edit.
 */
const files = import.meta.glob<{ default: Catalogue }>('../../../../../packages/shared/src/i18n/catalogues/*/*.ts', {
  // Keys as short as './hi/cart.ts': the map ships in the first bundle, one entry per file.
  base: '../../../../../packages/shared/src/i18n/catalogues',
});

const fileOf = (language: UiLanguage, namespace: string) => `./${language}/${namespace}.ts`;

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue>>();
const keyOf = (language: UiLanguage, namespace: string) => `${language}/${namespace}`;

/** The catalogue if it has arrived (screens render from it without suspending). */
export function loadedCatalogue<N extends Namespace>(language: UiLanguage, namespace: N): CatalogueOf<N> | undefined {
  return loaded.get(keyOf(language, namespace)) as CatalogueOf<N> | undefined;
}

/**
 * Loads one namespace of one language once (later calls share the promise). A namespace missing in
 * a language falls back to English, so a half-merged feature shows English rather than breaking the page.
 */
export function loadCatalogue<N extends Namespace>(language: UiLanguage, namespace: N): Promise<CatalogueOf<N>> {
  const key = keyOf(language, namespace);
  let promise = loading.get(key);
  if (!promise) {
    const load = files[fileOf(language, namespace)] ?? files[fileOf(DEFAULT_LANGUAGE, namespace)];
    promise = load
      ? load().then((module) => {
          loaded.set(key, module.default);
          // React's use() reads a settled promise's value without suspending when it carries these fields.
          Object.assign(promise as object, { status: 'fulfilled', value: module.default });
          return module.default;
        })
      : Promise.reject(new Error(`No catalogue '${namespace}'`));
    // A failed download (offline) may be tried again by the next render.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise as Promise<CatalogueOf<N>>;
}

/** Starts loading namespaces without waiting (route code and the app's start call it so texts arrive with the code). */
export function preloadCatalogues(language: UiLanguage, namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) void loadCatalogue(language, namespace).catch(() => undefined);
}

/** Namespaces asked for so far in this visit, whatever the language (a switch loads them in the new language first). */
export function namespacesInUse(): Namespace[] {
  return [...new Set([...loading.keys()].map((key) => key.slice(key.indexOf('/') + 1)))] as Namespace[];
}

/** Loads every namespace of a language (tests render synchronously from them). */
export async function loadAllCatalogues(language: UiLanguage): Promise<void> {
  const prefix = `./${language}/`;
  const namespaces = Object.keys(files)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.ts'.length) as Namespace);
  await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
}
