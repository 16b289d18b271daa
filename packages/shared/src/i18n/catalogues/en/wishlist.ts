// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** /wishlist (the hearts and their toasts are in common: they show on every product card). */
const wishlist = {
  'page.title': 'My Wishlist',
  'empty.title': 'Your wishlist is empty',
  'empty.text': 'Tap the heart on any product to save it here for later.',
  'empty.continue': 'Continue shopping',
  'page.count': { one: '{count} saved product', other: '{count} saved products' },
  'page.description': { one: '{count} saved product.', other: '{count} saved products.' },
  'item.remove': 'Remove',
  'item.removeNamed': 'Remove {name}',
} as const satisfies Catalogue;

export default wishlist;

declare module '../../namespaces.ts' {
  interface Namespaces {
    wishlist: typeof wishlist;
  }
}
