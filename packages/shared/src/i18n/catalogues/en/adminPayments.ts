// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Admin → Payments (decision 060): the attempts, the mismatches and the action that fixes each. */
const adminPayments = {
  title: 'Payments',
  intro: 'Every payment attempt, capture and refund with the ids to look it up at the provider, newest first.',
  'filters.label': 'Payment filters',
  'filters.from': 'From',
  'filters.to': 'To',
  'filters.provider': 'Provider',
  'filters.status': 'State',
  'provider.phonepe': 'PhonePe',
  'provider.razorpay': 'Razorpay',
  'status.initiated': 'Initiated',
  'status.pending': 'Pending',
  'status.success': 'Captured',
  'status.failed': 'Failed',
  'status.superseded': 'Replaced',
  'status.refund_pending': 'Refund pending',
  'status.refunded': 'Refunded',
  'table.caption': 'Payments',
  'table.created': 'Created',
  'table.for': 'For',
  'table.provider': 'Provider',
  'table.state': 'State',
  'table.amount': 'Amount',
  'table.ids': 'Provider ids',
  'for.order': 'Order #{number}',
  'for.appointment': 'Appointment {id}',
  'ids.merchant': 'Ours',
  'ids.transaction': 'Transaction',
  'ids.providerOrder': 'Provider order',
  'ids.refund': 'Refund',
  pages: 'Payment pages',
  loading: 'Loading payments...',
  loadFailed: 'Failed to fetch payments',
  empty: 'No payments found.',
  exportCsv: 'Export CSV',
  exportFailed: 'The download failed. Please try again.',
  runReconciliation: 'Run reconciliation now',
  reconciling: 'Reconciling...',
  reconcileFailed: 'The reconciliation could not run. Please try again.',
  reconciled: 'Reconciliation done: {checked} open payments checked, {expired} unpaid orders closed, {refunds} refunds tried.',
  'mismatches.title': 'Mismatches',
  'mismatches.loading': 'Checking payments against orders...',
  'mismatches.loadFailed': 'Failed to check for mismatches',
  'mismatches.none': 'No mismatches: every payment agrees with its order.',
  'mismatches.truncated': 'More mismatches exist than are shown. Fix these, then check again.',
  'mismatches.order': 'Order #{number} (id {id})',
  'mismatches.fix': 'Fix',
  'mismatch.captured_order_unpaid': 'Money captured, but the order is not marked paid.',
  'fix.captured_order_unpaid': 'Run reconciliation now. If it stays, check the payment at the provider and refund it from the provider’s dashboard if the order will not be fulfilled.',
  'mismatch.captured_order_cancelled': 'Money captured for a cancelled order.',
  'fix.captured_order_cancelled': 'Refund the payment from the order in Orders/Prescriptions, or from the provider’s dashboard, so the customer gets the money back.',
  'mismatch.paid_without_capture': 'Order marked paid with no captured payment.',
  'fix.paid_without_capture': 'Do not ship yet. Look the order up at the provider; if no money arrived, contact the customer to pay again or cancel the order.',
  'mismatch.refund_pending_too_long': 'Refund pending for more than 24 hours.',
  'fix.refund_pending_too_long': 'Run reconciliation now to retry the refund. If the provider still refuses, raise it with the provider’s support, giving the refund id.',
} as const satisfies Catalogue;

export default adminPayments;

declare module '../../namespaces.ts' {
  interface Namespaces {
    adminPayments: typeof adminPayments;
  }
}
