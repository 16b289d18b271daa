import { useCategories } from '@/features/catalog/api/get-categories';
import { AdvancedSearchPanel, type AdvancedSearchSlotProps } from '@/features/search/components/advanced-search-panel';

/**
 * The header's advanced search with the category list (cached for the visit by app/layout-queries.tsx).
 * A lazy part: opened by few visitors, and it reads TanStack Query (decision 067).
 */
export default function HeaderAdvancedSearch(props: AdvancedSearchSlotProps) {
  const categories = useCategories().data?.categories ?? [];
  return <AdvancedSearchPanel {...props} categories={categories} />;
}
