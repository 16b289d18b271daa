import { CATEGORIES, CATEGORY_PATH_ALIASES, findCategory, type CategoryDefinition } from '@dawa/shared/catalog/categories';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { CategoryPage } from '@/features/catalog/components/category-page';

/** The category a storefront path shows: its own path, an alias, or /category/{slug}. */
export function categoryForPath(pathname: string, slugParam: string | undefined): CategoryDefinition | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const byPath = CATEGORIES.find((c) => c.path === path);
  if (byPath) return byPath;
  const alias = CATEGORY_PATH_ALIASES[path];
  if (alias) return findCategory(alias);
  return slugParam ? findCategory(slugParam) : undefined;
}

export default function CategoryRoute() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const category = categoryForPath(pathname, slug);
  if (!category) return <NotFoundPage />;
  // A new category starts with fresh local state (search box, sliders).
  return <CategoryPage key={category.slug} category={category} />;
}
