// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The search results page (/search) and its filters. */
const search = {
  'title.query': 'Search Results for "{query}"',
  'title.category': 'Medicines in {category}',
  'title.brand': 'Medicines by {brand}',
  'title.default': 'Search Results',
  found: { one: 'Found {count} medicine', other: 'Found {count} medicines' },
  'meta.query': 'Medicines and health products matching "{query}" at Dawa.',
  'meta.default': 'Search medicines and health products at Dawa.',
  'chip.category': 'Category',
  'chip.brand': 'Brand',
  'chip.tag': 'Tag',
  'chip.price': 'Price',
  'chip.rating': 'Rating',
  'chip.stars': '{rating}+ stars',
  filters: 'Filters',
  sortBy: 'Sort by',
  'sort.relevance': 'Relevance',
  'sort.name-asc': 'Name: A to Z',
  'sort.price-asc': 'Price: Low to High',
  'sort.price-desc': 'Price: High to Low',
  'sort.rating': 'Highest Rated',
  'prompt.before': 'Type a medicine name, brand or health concern in the search box above, or',
  'prompt.link': 'browse categories',
  failed: 'Failed to search products',
  'empty.filters': 'No products found matching your criteria. Try adjusting your filters.',
  'empty.query': 'No medicines found for "{query}". Try searching with different keywords or check the spelling.',
  'tips.heading': 'Search Tips',
  'tips.spelling': 'Check the spelling of the medicine name.',
  'tips.brand': 'Try the brand name or the active ingredient (for example, paracetamol).',
  'tips.fewer': 'Use fewer or more general words.',
  'tips.browse': 'Browse all categories',
  'category.breadcrumbHome': 'Home',
  'category.breadcrumbCategories': 'Categories',
  'category.doctorTitle': 'See a doctor',
  'category.doctorText': 'if your fever is over 103°F (39.4°C) or your symptoms last more than 10 days.',
  'category.searchIn': 'Search in {category}',
  'category.searchLabel': 'Search {category}',
  'category.clear': 'Clear filters',
  'category.products': 'Products',
  'category.count': { one: '{count} product', other: '{count} products' },
  'category.failed': 'Failed to fetch products',
  'category.none': 'No products found',
  'category.noneHint': 'Try a different search or clear the filters.',
  'sort.popularity': 'Most Popular',
  'sort.name-desc': 'Name: Z to A',
} as const satisfies Catalogue;

export default search;

declare module '../../namespaces.ts' {
  interface Namespaces {
    search: typeof search;
  }
}
