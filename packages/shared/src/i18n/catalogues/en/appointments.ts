import type { Catalogue } from '../../messages.ts';

/**
 * My Appointments and booking: the texts of paying an online consultation's fee with PhonePe and of
 * coming back from it (decision 035). The older appointment screens' texts join here when translated.
 */
const appointments = {
  'fee.phonePeFailed': 'Payment initiation failed',
  'fee.checking': 'Checking your consultation fee payment...',
  'fee.pending': "Your payment is being processed. We'll update you shortly.",
  'fee.failedTitle': 'Your consultation fee was not paid.',
  'fee.failedHint': 'Your slot stays held for a few minutes: book it again to pay another way.',
  'fee.bookAgain': 'Book Again',
} as const satisfies Catalogue;

export default appointments;

declare module '../../namespaces.ts' {
  interface Namespaces {
    appointments: typeof appointments;
  }
}
