// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The payment result page PhonePe sends the customer back to (storefront spec sections 2, 4 and 8). */
const payments = {
  'meta.description': 'The result of your payment at Dawa.',
  'meta.verifying': 'Verifying Payment',
  'meta.verifyingDescription': 'Checking your payment with PhonePe.',
  verifying: 'Verifying Payment...',
  success: 'Payment Successful!',
  failed: 'Payment Failed',
  failedFallback: 'Your payment could not be processed.',
  pending: 'Payment Pending',
  pendingNote: "Your payment is being processed. We'll update you shortly.",
  invalidReference: 'Invalid payment reference',
  verificationFailed: 'Payment verification failed',
  verifyError: 'Failed to verify payment status',
  paidOrder: 'Order #{number} is paid.',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  status: 'Status',
  confirmed: 'Confirmed',
  tryAgain: 'Try Again',
  viewOrder: 'View Order',
  viewOrders: 'View Orders',
  backToCart: 'Back to Cart',
  home: 'Go to Home',
} as const satisfies Catalogue;

export default payments;

declare module '../../namespaces.ts' {
  interface Namespaces {
    payments: typeof payments;
  }
}
