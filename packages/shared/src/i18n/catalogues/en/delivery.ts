// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Delivery by PIN code (cart, checkout) and the zones the policy pages list (commerce/delivery-zones.ts). */
const delivery = {
  pinLabel: 'Delivery PIN code',
  check: 'Check',
  checking: 'Checking...',
  failed: 'Could not check this PIN code. Please try again.',
  invalidPin: 'Please enter a valid 6-digit PIN code',
  estimateFor: 'Delivery to {pin}: {estimate}',
  deliveryIn: 'Delivery in {days}',
  notServiceable: 'We do not deliver to this PIN code yet',
  businessDays: { one: '{count} business day', other: '{count} business days' },
  businessDaysRange: '{min}-{max} business days',
  'zone.metro': 'Metro cities',
  'zone.tier2': 'Other large cities',
  'zone.rest': 'Rest of India',
  zoneLine: '{zone}: {days}',
} as const satisfies Catalogue;

export default delivery;

declare module '../../namespaces.ts' {
  interface Namespaces {
    delivery: typeof delivery;
  }
}
