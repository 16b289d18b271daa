// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The cart page (/cart): lines, totals, clearing with undo, the promo box. */
const cart = {
  title: 'Shopping Cart',
  empty: 'Your cart is empty',
  'empty.text': 'Browse our medicines and health products and add what you need.',
  continue: 'Continue shopping',
  'meta.items': { one: 'Your cart: {count} item.', other: 'Your cart: {count} items.' },
  'clear.button': 'Clear cart',
  'clear.title': 'Clear cart',
  'clear.question': { one: 'Remove all {count} item from your cart?', other: 'Remove all {count} items from your cart?' },
  'clear.keep': 'Keep items',
  'clear.confirm': 'Yes, clear cart',
  'clear.done': 'Your cart was cleared.',
  'clear.undo': 'Undo',
  problems: 'Some items cannot be ordered as they are. Please change or remove them to continue.',
  'rx.notice': {
    one: "{names} needs a valid doctor's prescription. At checkout you attach one you have with us or upload a new one; our pharmacist checks it before your order is confirmed.",
    other:
      "{names} need a valid doctor's prescription. At checkout you attach one you have with us or upload a new one; our pharmacist checks it before your order is confirmed.",
  },
  'rx.onFile': 'Your prescriptions that cover this cart',
  'rx.validUntil': 'Valid until {date}',
  'rx.useAtCheckout': 'Check out with this prescription',
  'rx.useAtCheckoutNamed': 'Check out with {name}',
  'rx.noneOnFile': 'None of your prescriptions covers these medicines yet.',
  'rx.upload': 'Upload a prescription',
  'rx.login': 'Log in to use a prescription you already have with us.',
  'rx.loginLink': 'Log in',
  'rx.ePrescription': 'E-prescription {date}',
  'items.label': 'Items in your cart',
  summary: 'Order Summary',
  'totals.failed': 'Could not work out your totals.',
  checkout: 'Proceed to Checkout',
  'promo.removed': '{code} was removed: {reason}',
  subtotal: { one: 'Subtotal ({count} item)', other: 'Subtotal ({count} items)' },
  discount: 'Discount ({code})',
  delivery: 'Delivery',
  free: 'FREE',
  total: 'Total',
  freeAbove: 'Free delivery on orders above {amount}.',
  calculating: 'Calculating totals...',
  'line.pack': 'Pack: {pack}',
  'line.each': '{price} each',
  'line.total': 'Line total:',
  'promo.label': 'Promo code',
  'promo.placeholder': 'e.g. PAIN20',
  'promo.apply': 'Apply',
  'promo.applying': 'Applying...',
  'promo.remove': 'Remove',
  'promo.applied': 'Promo code applied!',
  'promo.enter': 'Please enter a promo code',
  'promo.invalid': 'Invalid promo code',
  'promo.text.PAIN20': '20% off pain relievers',
  'promo.text.VITCBOGO': 'Buy 1 get 1 free on vitamin C',
  'promo.text.DIAB15': 'Flat 15% off diabetes care',
  'line.priceChanged': 'Price changed from {from} to {to}',
  'line.limit': 'Limit: {max} per order.',
  'line.item': 'Item',
  'line.rx': 'Prescription required',
  'line.decrease': 'Decrease quantity of {name}',
  'line.increase': 'Increase quantity of {name}',
  'line.quantity': 'Quantity of {name}',
  'line.remove': 'Remove',
  'line.removeNamed': 'Remove {name}',
} as const satisfies Catalogue;

export default cart;

declare module '../../namespaces.ts' {
  interface Namespaces {
    cart: typeof cart;
  }
}
