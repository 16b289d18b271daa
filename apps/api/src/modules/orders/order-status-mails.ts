import { escapeHtml, mailLayout, signatureText } from '../../providers/mail/layout.ts';
import type { MailMessage } from '../../providers/mail/types.ts';

const FOOTER = 'You are receiving this because you placed an order on Dawa.';
const SIGNATURE_TEXT = signatureText(FOOTER);

/** What happened to the order, as the customer's mail says it. */
export type OrderMailKind = 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'refunded' | 'prescription_rejected';

export interface OrderMailFacts {
  to: { email: string; firstName: string };
  userOrderNumber: number;
  courier?: string | null;
  trackingNumber?: string | null;
  /** 'Dolo 650: Illegible' lines of a pharmacist's rejection (decision 026). */
  reasons?: string[];
}

function linesOf(kind: OrderMailKind, facts: OrderMailFacts): { subject: string; lines: string[] } {
  const n = facts.userOrderNumber;
  switch (kind) {
    case 'shipped':
      return {
        subject: `Order #${n} has shipped`,
        lines: [`Your order #${n} has been shipped with ${facts.courier ?? ''}.`, `Tracking number: ${facts.trackingNumber ?? ''}`],
      };
    case 'out_for_delivery':
      return { subject: `Order #${n} is out for delivery`, lines: [`Your order #${n} is out for delivery and should reach you today.`] };
    case 'delivered':
      return { subject: `Order #${n} has been delivered`, lines: [`Your order #${n} has been delivered. We hope you feel better soon.`] };
    case 'cancelled':
      return { subject: `Order #${n} has been cancelled`, lines: [`Your order #${n} has been cancelled by our pharmacy team.`] };
    case 'prescription_rejected':
      return {
        subject: `Order #${n}: your prescription could not be approved`,
        lines: [
          `Our pharmacist could not approve the prescription for your order #${n}, so the order has been cancelled:`,
          ...(facts.reasons ?? []),
          'Anything you paid is refunded and reaches you in 5-7 business days. You can upload a new prescription and order again.',
        ],
      };
    case 'refunded':
      return {
        subject: `Order #${n} has been refunded`,
        lines: [`The payment for your order #${n} has been refunded. It reaches you in 5-7 business days.`],
      };
  }
}

/** The mail a customer gets when staff move their order (house layout; every text escaped in the HTML part). */
export function orderStatusMail(kind: OrderMailKind, facts: OrderMailFacts): MailMessage {
  const { subject, lines } = linesOf(kind, facts);
  const hello = `Hello ${facts.to.firstName},`;
  return {
    to: facts.to.email,
    subject,
    text: `${hello}\n\n${lines.join('\n')}\n\nYou can follow it in My Account, Tracking.${SIGNATURE_TEXT}`,
    html: mailLayout(
      subject,
      `<p style="margin:0">${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>You can follow it in My Account, Tracking.</p>`,
      escapeHtml(FOOTER),
    ),
  };
}
