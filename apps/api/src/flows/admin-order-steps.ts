import {
  ADMIN_ORDER_ACTIONS,
  ORDER_CHANGED_ELSEWHERE,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminOrdersQuery,
  type AdminOrderStatusBody,
  type AdminOrderStatusResponse,
} from '@dawa/shared/admin/orders';
import { ORDER_NOT_FOUND_MESSAGE } from '@dawa/shared/commerce/orders';
import { transition, type OrderEvent, type OrderState } from '@dawa/shared/commerce/order-state';
import { inTransaction } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { orderStatusMail, type OrderMailKind } from '../modules/orders/order-status-mails.ts';
import { customerOfOrder, listStaffOrders, staffOrderDetail } from '../modules/orders/staff-orders.ts';
import { recordAudit, type AuditContext } from '../modules/audit/audit.service.ts';
import { lockOrderForChange, moveOrder, setShipment } from '../modules/orders/order-transitions.ts';
import { recordDispatch } from '../modules/prescription-review/prescription-review.service.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import type { Mailer } from '../providers/mail/types.ts';
import { cancelledMessage, settleGivenUpOrder } from './order-changes.ts';
import { refundPayment } from './settle-payment.ts';

/** The state machine's event for a staff action (ship carries where the parcel leaves from: the pharmacy). */
function eventOf(action: AdminOrderAction): OrderEvent {
  return { type: action };
}

/** The actions the machine allows now; a paid order's cancel refunds it, so 'refund' shows only where cancel cannot (delivered). */
export function allowedActionsOf(order: OrderState): AdminOrderAction[] {
  const allowed = ADMIN_ORDER_ACTIONS.filter((action) => transition(order, eventOf(action)).ok);
  return allowed.includes('cancel') ? allowed.filter((a) => a !== 'refund') : allowed;
}

const stepMessages: Record<AdminOrderAction, (n: number) => string> = {
  confirm: (n) => `Order #${n} is confirmed.`,
  pack: (n) => `Order #${n} is packed.`,
  ship: (n) => `Order #${n} is shipped.`,
  out_for_delivery: (n) => `Order #${n} is out for delivery.`,
  deliver: (n) => `Order #${n} is delivered.`,
  cancel: cancelledMessage,
  refund: (n) => `Order #${n} has been refunded.`,
};

const mailOf: Partial<Record<AdminOrderAction, OrderMailKind>> = {
  ship: 'shipped',
  out_for_delivery: 'out_for_delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/**
 * Orders/Prescriptions (issue 10): every order for admins and pharmacists, and their fulfilment steps.
 * Each step is one transaction: the version check under the order's lock, the state machine's
 * transition and tracking event, its stock/promo effects and the audit row. Money goes back and the
 * customer's mail is sent after the commit: the refund talks to the provider (no network call inside
 * a transaction, as for the customer's cancel), and the mailer (outbox or SMTP) is not transactional,
 * so sending after the commit means no mail ever announces a step that rolled back. The price: a mail
 * lost by a crash between commit and send is not retried (the step and its tracking event stand).
 */
export function createAdminOrdersFlow(ctx: PaymentsContext, mailer: Mailer) {
  const detail = (orderId: number): Promise<AdminOrderDetail> => staffOrderDetail(ctx.db, orderId, allowedActionsOf);

  async function sendMail(
    kind: OrderMailKind,
    orderId: number,
    facts: { userOrderNumber: number; courier?: string | null; trackingNumber?: string | null },
  ) {
    const to = await customerOfOrder(ctx.db, orderId);
    if (!to) return;
    try {
      await mailer.send(orderStatusMail(kind, { to, ...facts }));
    } catch (error) {
      // The step is committed; a lost mail must not turn it into an error the admin would retry.
      ctx.log.error({ orderId, kind, err: String(error) }, 'order status mail not sent');
    }
  }

  return {
    /** Every order matching the filters, newest first, one page at a time. */
    list: (query: AdminOrdersQuery): Promise<AdminOrderListResponse> => listStaffOrders(ctx.db, query),

    detail,

    /** POST /api/admin/orders/{id}/status: one step of the state machine, refused when the order changed since the staff member saw it. */
    async changeStatus(staff: AuditContext, orderId: number, body: AdminOrderStatusBody): Promise<AdminOrderStatusResponse> {
      const { order, refunds } = await inTransaction(ctx.db, async (tx) => {
        const locked = await lockOrderForChange(tx, orderId);
        if (!locked) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        // Under the lock: of two admins who saw the same version, the second finds it raised.
        if (locked.version !== body.version) throw new AppError('conflict', ORDER_CHANGED_ELSEWHERE);
        const moved = await moveOrder(tx, locked, eventOf(body.action), ctx.now());
        if (body.action === 'ship') {
          await setShipment(tx, locked.id, { courier: body.courier ?? '', trackingNumber: body.trackingNumber ?? '' });
          // Dispatch consumes the prescriptions and writes the Schedule H1 register, in this transaction (decision 026).
          await recordDispatch(tx, locked, ctx.now());
        }
        const refunds = await settleGivenUpOrder(ctx, tx, locked, moved);
        const after = transition(locked, eventOf(body.action));
        await recordAudit(tx, {
          ...staff,
          action: moved.effects.includes('refund_payment') ? 'refund' : 'status_change',
          entityType: 'order',
          entityId: locked.id,
          before: { status: locked.status, paymentStatus: locked.paymentStatus },
          after: {
            action: body.action,
            ...(after.ok ? { status: after.status, paymentStatus: after.paymentStatus } : {}),
            ...(body.action === 'ship' ? { courier: body.courier, trackingNumber: body.trackingNumber } : {}),
          },
        });
        return { order: locked, refunds };
      });
      for (const id of refunds) await refundPayment(ctx, id);
      const facts = { userOrderNumber: order.userOrderNumber, courier: body.courier ?? null, trackingNumber: body.trackingNumber ?? null };
      const kind = mailOf[body.action];
      if (kind) await sendMail(kind, orderId, facts);
      const now = await detail(orderId);
      if (refunds.length > 0 && now.paymentStatus === 'refunded') await sendMail('refunded', orderId, facts);
      return { success: true, message: stepMessages[body.action](order.userOrderNumber), order: now };
    },
  };
}

export type AdminOrdersFlow = ReturnType<typeof createAdminOrdersFlow>;
