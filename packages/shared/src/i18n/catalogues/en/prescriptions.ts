import type { Catalogue } from '../../messages.ts';

/**
 * My Prescriptions: the texts of ordering an approved prescription (decision 035). The older
 * prescription screens' texts join here when translated.
 */
const prescriptions = {
  'order.button': 'Order Medicines',
  'order.label': 'Order the medicines of {name}',
  'order.nothing': 'None of its medicines is in stock right now.',
} as const satisfies Catalogue;

export default prescriptions;

declare module '../../namespaces.ts' {
  interface Namespaces {
    prescriptions: typeof prescriptions;
  }
}
