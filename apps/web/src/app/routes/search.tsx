import { categoriesQueryOptions, useCategories } from '@/features/catalog/api/get-categories';
import { SearchResultsPage } from '@/features/search/components/search-results-page';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(categoriesQueryOptions());
  return null;
}

export function Component() {
  const categories = useCategories().data?.categories ?? [];
  return <SearchResultsPage categories={categories} />;
}
