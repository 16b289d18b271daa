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
import { listStaffOrders, staffOrderDetail } from '../modules/orders/staff-orders.ts';
import { recordAudit, type AuditContext } from '../modules/audit/audit.service.ts';
import { lockOrderForChange, moveOrder, setShipment } from '../modules/orders/order-transitions.ts';
import { recordDispatch } from '../modules/prescription-review/prescription-review.service.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { cancelledMessage, settleGivenUpOrder } from './order-changes.ts';
import { queueMailOfEvent } from './order-mails.ts';
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

/**
 * Orders/Prescriptions (issue 10): every order for admins and pharmacists, and their fulfilment steps.
 * Each step is one transaction: the version check under the order's lock, the state machine's
 * transition and tracking event, its stock/promo/batch effects, the audit row and the customer's mail
 * (written to the outbox in the same transaction, decision 031: no mail announces a step that rolled
 * back, and none is lost to a crash after the commit). Money goes back after the commit: the refund
 * talks to the provider (no network call inside a transaction, as for the customer's cancel).
 */
export function createAdminOrdersFlow(ctx: PaymentsContext) {
  const detail = (orderId: number): Promise<AdminOrderDetail> => staffOrderDetail(ctx.db, orderId, allowedActionsOf);

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
        await queueMailOfEvent(tx, ctx.publicUrl, locked, eventOf(body.action), { courier: body.courier ?? null, trackingNumber: body.trackingNumber ?? null });
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
      const now = await detail(orderId);
      return { success: true, message: stepMessages[body.action](order.userOrderNumber), order: now };
    },
  };
}

export type AdminOrdersFlow = ReturnType<typeof createAdminOrdersFlow>;
