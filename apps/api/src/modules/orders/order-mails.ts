import { formatInr } from '@dawa/shared/money/format';
import { escapeHtml, mailLayout, signatureText } from '../../providers/mail/layout.ts';
import type { MailMessage } from '../../providers/mail/types.ts';

/** What happened to the order, as the customer's mail says it; stored in the outbox as the template code `order.<kind>`. */
export const ORDER_MAIL_KINDS = [
  'placed',
  'payment_received',
  'cancelled',
  'refunded',
  'shipped',
  'out_for_delivery',
  'delivered',
  'prescription_approved',
  'prescription_rejected',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** The parameters a mail is rendered from (kept with the mail, so another language can render it again). */
export interface OrderMailParams {
  orderId: number;
  userOrderNumber: number;
  totalPaise: number;
  paymentMethod: string;
  courier?: string | null;
  trackingNumber?: string | null;
  /** 'Dolo 650: Illegible' lines of a pharmacist's rejection (decision 026). */
  reasons?: string[];
}

interface OrderMailText {
  subject: (n: number) => string;
  lines: (p: OrderMailParams) => string[];
  /** Which page the button opens. */
  link: 'order' | 'tracking';
  action: string;
}

/**
 * Every text of the order mails, one entry per language (decision 031: English now, Hindi is a second
 * entry of this shape; the outbox keeps the code and parameters, not only the English words).
 */
export const ORDER_MAIL_TEXTS: Record<
  'en',
  { hello: (name: string) => string; footer: string; texts: Record<OrderMailKind, OrderMailText> }
> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: "You are receiving this because you ordered on Dawa. Turn these mails off under Settings, 'Order Updates'.",
    texts: {
      placed: {
        subject: (n) => `We have your order #${n}`,
        lines: (p) =>
          p.paymentMethod === 'cod'
            ? [
                `Thank you! Your order #${p.userOrderNumber} of ${formatInr(p.totalPaise)} is confirmed. Please pay in cash when it is delivered.`,
              ]
            : [`Thank you! Your order #${p.userOrderNumber} of ${formatInr(p.totalPaise)} is placed and waits for your payment.`],
        link: 'order',
        action: 'View your order',
      },
      payment_received: {
        subject: (n) => `Payment received for order #${n}`,
        lines: (p) => [
          `We received your payment of ${formatInr(p.totalPaise)} for order #${p.userOrderNumber}. Your order is confirmed and being prepared.`,
          'Your tax invoice can be downloaded from your orders.',
        ],
        link: 'order',
        action: 'View your order',
      },
      cancelled: {
        subject: (n) => `Order #${n} has been cancelled`,
        lines: (p) => [
          `Your order #${p.userOrderNumber} has been cancelled. If you paid for it, the money goes back to you; we will write again when the refund is done.`,
        ],
        link: 'order',
        action: 'View your order',
      },
      refunded: {
        subject: (n) => `Order #${n} has been refunded`,
        lines: (p) => [
          `The payment of ${formatInr(p.totalPaise)} for your order #${p.userOrderNumber} has been refunded. It reaches you in 5-7 business days.`,
        ],
        link: 'order',
        action: 'View your order',
      },
      shipped: {
        subject: (n) => `Order #${n} has shipped`,
        lines: (p) => [
          `Your order #${p.userOrderNumber} has been shipped with ${p.courier ?? 'our courier'}.`,
          ...(p.trackingNumber ? [`Tracking number: ${p.trackingNumber}`] : []),
        ],
        link: 'tracking',
        action: 'Track your order',
      },
      out_for_delivery: {
        subject: (n) => `Order #${n} is out for delivery`,
        lines: (p) => [`Your order #${p.userOrderNumber} is out for delivery and should reach you today.`],
        link: 'tracking',
        action: 'Track your order',
      },
      delivered: {
        subject: (n) => `Order #${n} has been delivered`,
        lines: (p) => [`Your order #${p.userOrderNumber} has been delivered. We hope you feel better soon.`],
        link: 'tracking',
        action: 'See the delivery',
      },
      prescription_approved: {
        subject: (n) => `Order #${n}: your prescription is approved`,
        lines: (p) => [`Our pharmacist approved the prescription for your order #${p.userOrderNumber}. Your order is confirmed and being prepared.`],
        link: 'order',
        action: 'View your order',
      },
      prescription_rejected: {
        subject: (n) => `Order #${n}: your prescription could not be approved`,
        lines: (p) => [
          `Our pharmacist could not approve the prescription for your order #${p.userOrderNumber}, so the order has been cancelled:`,
          ...(p.reasons ?? []),
          'Anything you paid is refunded and reaches you in 5-7 business days. You can upload a new prescription and order again.',
        ],
        link: 'order',
        action: 'View your order',
      },
    },
  },
};

/** The web page a mail links to, on PUBLIC_URL (the profile's Orders or Tracking section, opened on this order). */
export function orderPageUrl(publicUrl: string, link: 'order' | 'tracking', orderId: number): string {
  return `${publicUrl}/profile?tab=${link === 'order' ? 'orders' : 'tracking'}&orderId=${orderId}`;
}

/** The mail of one order event in the house layout (every text escaped in the HTML part). */
export function orderMail(
  kind: OrderMailKind,
  to: { email: string; firstName: string },
  params: OrderMailParams,
  publicUrl: string,
): MailMessage {
  const catalogue = ORDER_MAIL_TEXTS.en;
  const text = catalogue.texts[kind];
  const subject = text.subject(params.userOrderNumber);
  const lines = text.lines(params);
  const hello = catalogue.hello(to.firstName);
  const url = orderPageUrl(publicUrl, text.link, params.orderId);
  return {
    to: to.email,
    subject,
    text: `${hello}\n\n${lines.join('\n')}\n\n${text.action}: ${url}${signatureText(catalogue.footer)}`,
    html: mailLayout(
      subject,
      `<p style="margin:0">${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#0f766e">${escapeHtml(text.action)}</a></p>`,
      escapeHtml(catalogue.footer),
    ),
  };
}
