import { useCallback } from 'react';
import { loadedCatalogue } from './catalogues';
import { useLanguage, useT } from './use-t';

/** The catalogue keys are written out per slug; TypeScript checks the key of one of them. */
type NameKey = 'categoryName.pain-relief';
type DescriptionKey = 'categoryDescription.pain-relief';

/**
 * A category's name and description in the page's language, by its slug (our own categories are in
 * the common catalogue); a category the shop does not define shows the text it came with. Whether a
 * category is ours is read off the loaded catalogue, not the shared category list, which the home
 * page's first download does not need.
 */
export function useCategoryText() {
  const t = useT('common');
  const language = useLanguage();
  const texts = loadedCatalogue(language, 'common') as Readonly<Record<string, string>> | undefined;
  const has = useCallback((key: string) => texts !== undefined && key in texts, [texts]);
  const name = useCallback(
    (category: { slug: string; name: string }) =>
      has(`categoryName.${category.slug}`) ? t(`categoryName.${category.slug}` as NameKey) : category.name,
    [t, has],
  );
  const description = useCallback(
    (category: { slug: string; description: string }) =>
      has(`categoryDescription.${category.slug}`) ? t(`categoryDescription.${category.slug}` as DescriptionKey) : category.description,
    [t, has],
  );
  return { name, description };
}
