import type { CancelOrderResponse, PayAgainResponse } from '@dawa/shared/commerce/orders';
import { inTransaction } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import type { AuthUser } from '../modules/accounts/access-token.ts';
import { lockCustomerForOrders } from '../modules/orders/order-placement.ts';
import { lockOwnOrder, moveOrder } from '../modules/orders/order-transitions.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { findCapturedPaymentOfOrder, updatePayment } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { applyOrderEffects } from './order-effects.ts';
import { closeOpenAttempt, refundPayment } from './settle-payment.ts';

export const cancelledMessage = (n: number) => `Order #${n} has been cancelled successfully.`;
export const payAgainMessage = (n: number) => `Order #${n} is waiting for your payment again.`;
export const ORDER_NOT_FOUND = 'Order not found';

/** The customer's changes to an order that span modules: cancelling (with its refund) and paying again. */
export function createOrderChangesService(ctx: PaymentsContext, orders: OrdersService) {
  return {
    /**
     * PATCH /api/orders/{id}/cancel, in one transaction: the 'cancel' row of the state machine, its
     * stock and promo use given back, an attempt still under way closed at the provider; then a paid
     * order's money goes back through the provider, and the order ends refunded.
     */
    async cancelOrder(user: AuthUser, orderId: number): Promise<CancelOrderResponse> {
      const refunds: number[] = [];
      const order = await inTransaction(ctx.db, async (tx) => {
        const locked = await lockOwnOrder(tx, user, orderId);
        const moved = await moveOrder(tx, locked, { type: 'cancel' }, ctx.now());
        await applyOrderEffects(tx, locked, moved.effects);
        refunds.push(...(await closeOpenAttempt(ctx, tx, locked.id, 'failed', 'ORDER_CANCELLED')));
        if (moved.effects.includes('refund_payment')) {
          const captured = await findCapturedPaymentOfOrder(tx, locked.id);
          if (captured) {
            await updatePayment(tx, captured.id, { status: 'refund_pending' });
            refunds.push(captured.id);
          }
        }
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
