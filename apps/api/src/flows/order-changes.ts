import type { CancelReason } from '@dawa/shared/commerce/cancel-reasons';
import { cancellationWindowRefusal } from '@dawa/shared/commerce/cancellation-window';
import type { CancelOrderResponse, PayAgainResponse } from '@dawa/shared/commerce/orders';
import { inTransaction, type Database } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { AuthUser } from '../modules/accounts/access-token.ts';
import { issueCreditNote } from '../modules/orders/invoice-issue.ts';
import { lockCustomerForOrders } from '../modules/orders/order-placement.ts';
import { lockOwnOrder, moveOrder, type MovedOrder, type OrderRow } from '../modules/orders/order-transitions.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { applyOrderEffects } from './order-effects.ts';
import { queueMailOfEvent } from './order-mails.ts';
import { orderPayable } from './payables.ts';
import { giveUpPayable, refundPayment } from './settle-payment.ts';

export const cancelledMessage = (n: number) => `Order #${n} has been cancelled successfully.`;
export const payAgainMessage = (n: number) => `Order #${n} is waiting for your payment again.`;
export const ORDER_NOT_FOUND = 'Order not found';

/** The customer's changes to an order that span modules: cancelling (with its refund) and paying again. */
export interface OrderChangesOptions {
  /** System Settings: hours after placing within which a customer may cancel (null: no hour limit). */
  cancellationWindowHours: () => Promise<number | null>;
}

/**
 * The rest of a cancel (or staff refund) in the caller's transaction, the order's lock held: the
 * transition's stock and promo effects, the credit note of an issued invoice, an attempt still under way closed at the provider, and the
 * captured payment marked refund_pending. Answers the payments to refund through `refundPayment`
 * after the commit: the one refund path, for customers and staff alike.
 */
export async function settleGivenUpOrder(ctx: PaymentsContext, tx: Database, order: OrderRow, moved: MovedOrder): Promise<number[]> {
  const refunds: number[] = [];
  await applyOrderEffects(tx, order, moved.effects, ctx.now());
  // An invoice already issued stays; its credit note reverses it in this same transaction (issue 21.8).
  await issueCreditNote(tx, order, moved.effects.includes('set_cancelled_at') ? 'cancelled' : 'refunded', ctx.now());
  refunds.push(
    ...(await giveUpPayable(ctx, tx, orderPayable, order.id, {
      code: 'ORDER_CANCELLED',
      refundCaptured: moved.effects.includes('refund_payment'),
    })),
  );
  return refunds;
}

export function createOrderChangesService(ctx: PaymentsContext, orders: OrdersService, { cancellationWindowHours }: OrderChangesOptions) {
  return {
    /**
     * PATCH /api/orders/{id}/cancel, in one transaction: the 'cancel' row of the state machine, its
     * stock and promo use given back, an attempt still under way closed at the provider; then a paid
     * order's money goes back through the provider, and the order ends refunded.
     */
    async cancelOrder(user: AuthUser, orderId: number, reason: CancelReason): Promise<CancelOrderResponse> {
      const refunds: number[] = [];
      const order = await inTransaction(ctx.db, async (tx) => {
        const locked = await lockOwnOrder(tx, user, orderId);
        const refusal = cancellationWindowRefusal(locked, await cancellationWindowHours(), ctx.now());
        if (refusal) throw new AppError('conflict', refusal);
        const moved = await moveOrder(tx, locked, { type: 'cancel', reason }, ctx.now());
        refunds.push(...(await settleGivenUpOrder(ctx, tx, locked, moved)));
        await queueMailOfEvent(tx, ctx.publicUrl, locked, { type: 'cancel' });
        return locked;
      });
      for (const id of refunds) await refundPayment(ctx, id);
      return { success: true, message: cancelledMessage(order.userOrderNumber), tracking: await orders.trackingOf(orderId) };
    },

    /**
     * POST /api/orders/{id}/pay-again: an unpaid order waits for its payment again, with a fresh
     * 30-minute window. Its units are taken again (refused with what is left when they are gone) and its
     * promo use again (within the code's limits), under the customer's lock as at checkout.
     */
    async payAgain(user: AuthUser, orderId: number): Promise<PayAgainResponse> {
      const order = await inTransaction(ctx.db, async (tx) => {
        await lockCustomerForOrders(tx, user.id);
        const locked = await lockOwnOrder(tx, user, orderId);
        if (locked.userId !== user.id) throw notFound(ORDER_NOT_FOUND);
        const moved = await moveOrder(tx, locked, { type: 'retry_payment' }, ctx.now());
        await applyOrderEffects(tx, locked, moved.effects);
        return locked;
      });
      return { success: true, message: payAgainMessage(order.userOrderNumber), order: await orders.getOrder(user, orderId) };
    },
  };
}

export type OrderChangesService = ReturnType<typeof createOrderChangesService>;
