import orderMailsEn from '@dawa/shared/i18n/catalogues/en/order-mails';
import orderMailsHi from '@dawa/shared/i18n/catalogues/hi/order-mails';
import { formatMoney } from '@dawa/shared/i18n/format';
import { uiLanguageOf } from '@dawa/shared/i18n/languages';
import { createTranslator, pickCatalogue, type Translate } from '@dawa/shared/i18n/messages';
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

type MailT = Translate<typeof orderMailsEn>;

/** What each kind of mail says: its subject, lines and button, from the order-mails catalogue. */
const TEXTS: Record<
  OrderMailKind,
  {
    lines: (t: MailT, p: OrderMailParams, amount: string) => string[];
    link: 'order' | 'tracking';
    action: 'action.order' | 'action.track' | 'action.delivery';
  }
> = {
  placed: {
    lines: (t, p, amount) => [t(p.paymentMethod === 'cod' ? 'placed.cod' : 'placed.online', { number: String(p.userOrderNumber), amount })],
    link: 'order',
    action: 'action.order',
  },
  payment_received: {
    lines: (t, p, amount) => [t('payment_received.line', { number: String(p.userOrderNumber), amount }), t('payment_received.invoice')],
    link: 'order',
    action: 'action.order',
  },
  cancelled: { lines: (t, p) => [t('cancelled.line', { number: String(p.userOrderNumber) })], link: 'order', action: 'action.order' },
  refunded: {
    lines: (t, p, amount) => [t('refunded.line', { number: String(p.userOrderNumber), amount })],
    link: 'order',
    action: 'action.order',
  },
  shipped: {
    lines: (t, p) => [
      t('shipped.line', { number: String(p.userOrderNumber), courier: p.courier ?? t('shipped.ourCourier') }),
      ...(p.trackingNumber ? [t('shipped.tracking', { trackingNumber: p.trackingNumber })] : []),
    ],
    link: 'tracking',
    action: 'action.track',
  },
  out_for_delivery: {
    lines: (t, p) => [t('out_for_delivery.line', { number: String(p.userOrderNumber) })],
    link: 'tracking',
    action: 'action.track',
  },
  delivered: { lines: (t, p) => [t('delivered.line', { number: String(p.userOrderNumber) })], link: 'tracking', action: 'action.delivery' },
  prescription_approved: {
    lines: (t, p) => [t('prescription_approved.line', { number: String(p.userOrderNumber) })],
    link: 'order',
    action: 'action.order',
  },
  prescription_rejected: {
    lines: (t, p) => [
      t('prescription_rejected.intro', { number: String(p.userOrderNumber) }),
      // The pharmacist's own words stay as written.
      ...(p.reasons ?? []),
      t('prescription_rejected.outro'),
    ],
    link: 'order',
    action: 'action.order',
  },
};

/** The web page a mail links to, on PUBLIC_URL (the profile's Orders or Tracking section, opened on this order). */
export function orderPageUrl(publicUrl: string, link: 'order' | 'tracking', orderId: number): string {
  return `${publicUrl}/profile?tab=${link === 'order' ? 'orders' : 'tracking'}&orderId=${orderId}`;
}

/** The mail of one order event in the house layout (every text escaped in the HTML part). */
export function orderMail(
  kind: OrderMailKind,
  to: { email: string; firstName: string; language?: string },
  params: OrderMailParams,
  publicUrl: string,
): MailMessage {
  // The customer's language setting; languages not translated yet (es, fr, de) get English.
  const language = uiLanguageOf(to.language);
  const t = createTranslator(pickCatalogue({ en: orderMailsEn, hi: orderMailsHi }, language), language);
  const text = TEXTS[kind];
  const subject = t(`${kind}.subject`, { number: String(params.userOrderNumber) });
  const lines = text.lines(t, params, formatMoney(params.totalPaise, language));
  const hello = to.firstName ? t('hello', { name: to.firstName }) : t('helloAnon');
  const footer = t('footer');
  const action = t(text.action);
  const url = orderPageUrl(publicUrl, text.link, params.orderId);
  return {
    to: to.email,
    subject,
    text: `${hello}\n\n${lines.join('\n')}\n\n${action}: ${url}${signatureText(footer)}`,
    html: mailLayout(
      subject,
      `<p style="margin:0">${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#0f766e">${escapeHtml(action)}</a></p>`,
      escapeHtml(footer),
    ),
  };
}
