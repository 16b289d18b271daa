// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The product page: details, packs, purchase panel, delivery facts. */
const product = {
  'fact.dosage': 'Dosage',
  'fact.dosageForm': 'Dosage form',
  'fact.packSize': 'Pack size',
  'fact.activeIngredient': 'Active ingredient',
  'fact.inactiveIngredients': 'Inactive ingredients',
  'fact.sideEffects': 'Side effects',
  'fact.storage': 'Storage',
  'fact.manufacturer': 'Manufacturer',
  'fact.origin': 'Country of origin',
  'breadcrumb.home': 'Home',
  'meta.description': '{name} by {brand}: {description}',
  taxes: 'Inclusive of all taxes',
  'rx.title': 'Prescription required.',
  'rx.text': 'This medicine is dispensed only against a valid prescription from a registered doctor.',
  'packs.legend': 'Choose a pack',
  'packs.outOfStock': '· Out of stock',
  'shipping.standard': 'Standard shipping available',
  'delivery.days': '{min}-{max} business days',
  'delivery.in': 'Delivery in {estimate}',
  authentic: '100% authentic: sourced directly from the manufacturer or its authorised distributors',
  'seller.soldBy': 'Sold by',
  'seller.rating': '· seller rating {rating} out of 5',
  'details.heading': 'Product details',
  'details.contentLanguage': "The description and the product's details are the maker's own, in English.",
  loading: 'Loading product...',
  'error.notFound': 'Product not found.',
  'error.notFoundTitle': 'Product not found',
  'error.failed': 'Failed to load product.',
  'error.unavailableTitle': 'Product unavailable',
  'error.notFoundHint': 'It may have been removed, or the link may be mistyped.',
  'error.failedHint': 'Please check your connection and try again.',
  'error.retry': 'Try again',
  'error.browse': 'Browse categories',
  'buyBar.label': 'Price and add to cart',
  'stock.in': 'In stock',
  'stock.out': 'Out of stock',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',
  'gallery.previous': 'Previous image',
  'gallery.next': 'Next image',
  'gallery.show': 'Show image {index} of {count}',
  'purchase.rxNote': 'You can add this medicine to your cart; a valid prescription is needed to order it.',
  'gallery.label': 'Product images',
} as const satisfies Catalogue;

export default product;

declare module '../../namespaces.ts' {
  interface Namespaces {
    product: typeof product;
  }
}
