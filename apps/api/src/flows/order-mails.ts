import type { OrderEvent } from '@dawa/shared/commerce/order-state';
import type { Database } from '../db/client.ts';
import { mailRecipientOf } from '../modules/accounts/mail-preferences.ts';
import { enqueueMail } from '../modules/outbox/outbox.service.ts';
import { orderMail, type OrderMailKind, type OrderMailParams } from '../modules/orders/order-mails.ts';
import type { OrderRow } from '../modules/orders/order-transitions.ts';

/**
 * The customer's mail of an order event, or none. A staff refund of an order not yet delivered cancels
 * it (the refund mail follows when the provider has given the money back: refund_completed).
 */
export function mailKindOf(event: OrderEvent, before: Pick<OrderRow, 'status'>): OrderMailKind | null {
  switch (event.type) {
    case 'payment_succeeded':
      return 'payment_received';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return before.status === 'delivered' ? null : 'cancelled';
    case 'refund_completed':
      return 'refunded';
    case 'ship':
      return 'shipped';
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'deliver':
      return 'delivered';
    case 'approve_prescription':
      return 'prescription_approved';
    case 'reject_prescription':
      return 'prescription_rejected';
    default:
      return null;
  }
}

/**
 * Writes the customer's mail of an order change in the transaction of that change (decision 031), when
 * their 'Order Updates' setting wants it: the mail exists exactly when the change does, and a change
 * that rolls back announces nothing.
 */
export async function queueOrderMail(
  tx: Database,
  publicUrl: string,
  order: Pick<OrderRow, 'id' | 'userId' | 'userOrderNumber' | 'totalPaise' | 'paymentMethod'>,
  kind: OrderMailKind,
  extra: { courier?: string | null; trackingNumber?: string | null; reasons?: string[] } = {},
): Promise<void> {
  const to = await mailRecipientOf(tx, order.userId);
  if (!to?.wantsOrderUpdates) return;
  const params: OrderMailParams = {
    orderId: order.id,
    userOrderNumber: order.userOrderNumber,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    ...(kind === 'shipped' ? { courier: extra.courier ?? null, trackingNumber: extra.trackingNumber ?? null } : {}),
    ...(kind === 'prescription_rejected' ? { reasons: extra.reasons ?? [] } : {}),
  };
  await enqueueMail(tx, {
    ...orderMail(kind, to, params, publicUrl),
    template: `order.${kind}`,
    params: { ...params },
    language: to.language,
  });
}

/** queueOrderMail for the mail of a state-machine event that was applied to `before`, if it has one. */
export async function queueMailOfEvent(
  tx: Database,
  publicUrl: string,
  before: OrderRow,
  event: OrderEvent,
  extra: { courier?: string | null; trackingNumber?: string | null; reasons?: string[] } = {},
): Promise<void> {
  const kind = mailKindOf(event, before);
  if (kind) await queueOrderMail(tx, publicUrl, before, kind, extra);
}
