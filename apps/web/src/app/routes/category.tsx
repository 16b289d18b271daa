import { CATEGORIES, CATEGORY_PATH_ALIASES, findCategory, type CategoryDefinition } from '@dawa/shared/catalog/categories';
import type { LoaderFunctionArgs } from 'react-router';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { brandsQueryOptions } from '@/features/catalog/api/get-brands';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { CategoryPage } from '@/features/catalog/components/category-page';
import { readCategoryFilters, toCategoryApiQuery } from '@/features/catalog/hooks/use-category-filters';
import { queryClient } from '@/lib/query-client';

/** The category a storefront path shows: its own path, an alias, or /category/{slug}. */
export function categoryForPath(pathname: string, slugParam: string | undefined): CategoryDefinition | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const byPath = CATEGORIES.find((c) => c.path === path);
  if (byPath) return byPath;
  const alias = CATEGORY_PATH_ALIASES[path];
  if (alias) return findCategory(alias);
  return slugParam ? findCategory(slugParam) : undefined;
}

export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = categoryForPath(url.pathname, params.slug);
  if (category) {
    const state = readCategoryFilters(url.searchParams, category.priceFilter);
    void queryClient.prefetchQuery(productsQueryOptions(toCategoryApiQuery(category.slug, state)));
    void queryClient.prefetchQuery(brandsQueryOptions(category.slug));
  }
  return null;
}

export function Component() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const category = categoryForPath(pathname, slug);
  if (!category) return <NotFoundPage />;
  // A new category starts with fresh local state (search box, sliders).
  return <CategoryPage key={category.slug} category={category} />;
}
