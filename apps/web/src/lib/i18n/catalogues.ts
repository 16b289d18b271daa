import { DEFAULT_LANGUAGE, type UiLanguage } from '@dawa/shared/i18n/languages';
import type { Catalogue } from '@dawa/shared/i18n/messages';
import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';
import { loadPackLabels } from './pack-labels-loader';

type CatalogueModule = { default: Catalogue };

/**
 * The address of one catalogue chunk. The build puts every catalogue of packages/shared at
 * `assets/i18n-<hash>/<language>/<namespace>.js` (vite.config.ts, catalogueChunks), so the first
 * bundle holds this one line instead of a map of every file, however many namespaces there are.
 */
export const catalogueUrl = (language: UiLanguage, namespace: string) =>
  `${import.meta.env.BASE_URL}${__CATALOGUE_DIR__}/${language}/${namespace}.js`;

/** Development and tests import the source files through Vite's glob (no build, no chunk addresses). */
const sourceFiles = import.meta.env.PROD
  ? {}
  : import.meta.glob<CatalogueModule>('../../../../../packages/shared/src/i18n/catalogues/*/*.ts', {
      base: '../../../../../packages/shared/src/i18n/catalogues',
    });

function importCatalogue(language: UiLanguage, namespace: string): Promise<CatalogueModule> {
  if (import.meta.env.PROD) return import(/* @vite-ignore */ catalogueUrl(language, namespace)) as Promise<CatalogueModule>;
  const load = sourceFiles[`./${language}/${namespace}.ts`];
  return load ? load() : Promise.reject(new Error(`No catalogue '${language}/${namespace}'`));
}

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue>>();
const failed = new Map<string, Error>();
const keyOf = (language: UiLanguage, namespace: string) => `${language}/${namespace}`;

/** The catalogue if it has arrived (screens render from it without suspending). */
export function loadedCatalogue<N extends Namespace>(language: UiLanguage, namespace: N): CatalogueOf<N> | undefined {
  return loaded.get(keyOf(language, namespace)) as CatalogueOf<N> | undefined;
}

/** Why the last download of a catalogue failed, once (a screen shows it; the next render tries again). */
export function takeCatalogueError(language: UiLanguage, namespace: Namespace): Error | undefined {
  const key = keyOf(language, namespace);
  const error = failed.get(key);
  failed.delete(key);
  return error;
}

/**
 * Loads one namespace of one language once (later calls share the promise). A namespace missing in
 * a language falls back to English, so a half-merged feature shows English rather than breaking the page.
 */
export function loadCatalogue<N extends Namespace>(language: UiLanguage, namespace: N): Promise<CatalogueOf<N>> {
  const key = keyOf(language, namespace);
  let promise = loading.get(key);
  if (!promise) {
    promise = importCatalogue(language, namespace)
      .catch((error: unknown) => {
        if (language === DEFAULT_LANGUAGE) throw error instanceof Error ? error : new Error(String(error));
        return importCatalogue(DEFAULT_LANGUAGE, namespace);
      })
      .then((module) => {
        loaded.set(key, module.default);
        return module.default;
      });
    // A failed download (offline) may be tried again by the next render.
    promise.catch((error: unknown) => {
      loading.delete(key);
      failed.set(key, error instanceof Error ? error : new Error(String(error)));
    });
    loading.set(key, promise);
  }
  return promise as Promise<CatalogueOf<N>>;
}

/** Starts loading namespaces without waiting (route code and the app's start call it so texts arrive with the code). */
export function preloadCatalogues(language: UiLanguage, namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) void loadCatalogue(language, namespace).catch(() => undefined);
  // Pack labels in another language than ours come from a vocabulary that travels with its texts.
  if (language !== DEFAULT_LANGUAGE) void loadPackLabels().catch(() => undefined);
}

/** Namespaces asked for so far in this visit, whatever the language (a switch loads them in the new language first). */
export function namespacesInUse(): Namespace[] {
  return [...new Set([...loading.keys()].map((key) => key.slice(key.indexOf('/') + 1)))] as Namespace[];
}

/** Loads every namespace of a language from the sources (tests render synchronously from them). */
export async function loadAllCatalogues(language: UiLanguage): Promise<void> {
  const prefix = `./${language}/`;
  const namespaces = Object.keys(sourceFiles)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.ts'.length) as Namespace);
  await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
}
