import { useCategories } from '@/features/catalog/api/get-categories';
import { SearchResultsPage } from '@/features/search/components/search-results-page';

export default function SearchRoute() {
  const categories = useCategories().data?.categories ?? [];
  return <SearchResultsPage categories={categories} />;
}
