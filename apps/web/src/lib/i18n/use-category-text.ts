import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { useCallback } from 'react';
import { useT } from './use-t';

const OUR_SLUGS = new Set(CATEGORIES.map((c) => c.slug));
/** The catalogue keys are written out per slug; TypeScript checks the key of one of them. */
type NameKey = 'categoryName.pain-relief';
type DescriptionKey = 'categoryDescription.pain-relief';

/**
 * A category's name and description in the page's language, by its slug (our own categories are in
 * the common catalogue); a category the shop does not define shows the text it came with.
 */
export function useCategoryText() {
  const t = useT('common');
  const name = useCallback(
    (category: { slug: string; name: string }) => (OUR_SLUGS.has(category.slug) ? t(`categoryName.${category.slug}` as NameKey) : category.name),
    [t],
  );
  const description = useCallback(
    (category: { slug: string; description: string }) =>
      OUR_SLUGS.has(category.slug) ? t(`categoryDescription.${category.slug}` as DescriptionKey) : category.description,
    [t],
  );
  return { name, description };
}
