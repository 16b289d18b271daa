// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The order e-mails (rendered by the server from the outbox's code and parameters, in the customer's language setting). */
const orderMails = {
  hello: 'Hello {name},',
  helloAnon: 'Hello,',
  footer: "You are receiving this because you ordered on Dawa. Turn these mails off under Settings, 'Order Updates'.",
  'action.order': 'View your order',
  'action.track': 'Track your order',
  'action.delivery': 'See the delivery',
  'placed.subject': 'We have your order #{number}',
  'placed.cod': 'Thank you! Your order #{number} of {amount} is confirmed. Please pay in cash when it is delivered.',
  'placed.online': 'Thank you! Your order #{number} of {amount} is placed and waits for your payment.',
  'payment_received.subject': 'Payment received for order #{number}',
  'payment_received.line': 'We received your payment of {amount} for order #{number}. Your order is confirmed and being prepared.',
  'payment_received.invoice': 'Your tax invoice can be downloaded from your orders.',
  'cancelled.subject': 'Order #{number} has been cancelled',
  'cancelled.line':
    'Your order #{number} has been cancelled. If you paid for it, the money goes back to you; we will write again when the refund is done.',
  'refunded.subject': 'Order #{number} has been refunded',
  'refunded.line': 'The payment of {amount} for your order #{number} has been refunded. It reaches you in 5-7 business days.',
  'shipped.subject': 'Order #{number} has shipped',
  'shipped.line': 'Your order #{number} has been shipped with {courier}.',
  'shipped.ourCourier': 'our courier',
  'shipped.tracking': 'Tracking number: {trackingNumber}',
  'out_for_delivery.subject': 'Order #{number} is out for delivery',
  'out_for_delivery.line': 'Your order #{number} is out for delivery and should reach you today.',
  'delivered.subject': 'Order #{number} has been delivered',
  'delivered.line': 'Your order #{number} has been delivered. We hope you feel better soon.',
  'prescription_approved.subject': 'Order #{number}: your prescription is approved',
  'prescription_approved.line':
    'Our pharmacist approved the prescription for your order #{number}. Your order is confirmed and being prepared.',
  'prescription_rejected.subject': 'Order #{number}: your prescription could not be approved',
  'prescription_rejected.intro':
    'Our pharmacist could not approve the prescription for your order #{number}, so the order has been cancelled:',
  'prescription_rejected.outro':
    'Anything you paid is refunded and reaches you in 5-7 business days. You can upload a new prescription and order again.',
} as const satisfies Catalogue;

export default orderMails;

declare module '../../namespaces.ts' {
  interface Namespaces {
    'order-mails': typeof orderMails;
  }
}
