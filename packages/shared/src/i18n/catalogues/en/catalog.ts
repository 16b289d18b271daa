// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Catalogue pages around the product: all categories, all products, featured, category filters, substitutes, related. */
const catalog = {
  'categories.title': 'All Categories',
  'categories.meta': 'Browse medicines and health products at Dawa by category.',
  'categories.intro': 'Find medicines and health products by what they are for.',
  'categories.search': 'Search categories',
  'categories.loading': 'Loading categories...',
  'categories.failed': 'Categories could not be loaded.',
  'categories.retry': 'Try again',
  'categories.none': 'No categories found.',
  productCount: { one: '{count} product', other: '{count} products' },
  'products.title': 'All Products',
  'products.meta': 'Every medicine and health product at Dawa.',
  'products.home': 'Home',
  'products.failed': 'Failed to fetch products',
  'products.none': 'No products found',
  'featured.title': 'Featured Products',
  'featured.meta': 'Popular and recommended medicines and health products at Dawa.',
  'filters.price': 'Price range',
  'filters.minPrice': 'Minimum price',
  'filters.maxPrice': 'Maximum price',
  'filters.availability': 'Availability',
  'filters.all': 'All',
  'filters.inStock': 'In stock',
  'filters.outOfStock': 'Out of stock',
  'filters.brand': 'Brand',
  'filters.allBrands': 'All brands',
  'filters.brandsFailed': 'Brands could not be loaded.',
  'filters.symptoms': 'Symptom type',
  'symptom.cough': 'Cough',
  'symptom.fever': 'Fever',
  'symptom.congestion': 'Congestion',
  'symptom.sore throat': 'Sore throat',
  'symptom.runny nose': 'Runny nose',
  'symptom.headache': 'Headache',
  'symptom.body aches': 'Body aches',
  related: 'Related Products',
  'substitutes.heading': 'Generic substitutes',
  'substitutes.explained': "Other makers' products with the same salt, strength and form, cheapest first.",
  'substitutes.badge': 'Generic substitute',
  'substitutes.saving.strip': 'You save {amount} per strip',
  'substitutes.saving.pack': 'You save {amount} per pack',
} as const satisfies Catalogue;

export default catalog;

declare module '../../namespaces.ts' {
  interface Namespaces {
    catalog: typeof catalog;
  }
}
