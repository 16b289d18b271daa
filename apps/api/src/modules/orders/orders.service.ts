import {
  ORDER_NOT_FOUND_MESSAGE,
  type CancelOrderResponse,
  type OrderDetail,
  type OrderListResponse,
  type TrackingListResponse,
  type TrackingRecord,
} from '@dawa/shared/commerce/orders';
import { cancellationWindowRefusal } from '@dawa/shared/commerce/cancellation-window';
import { ORDER_CANCELLED_DESCRIPTION, ORDERS_PAGE_SIZE, PHARMACY_NAME, type PaymentStatus } from '@dawa/shared/commerce/rules';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/access-token.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { detailOf } from './order-detail.ts';
import { toOrderSummary, toTrackingRecord } from './order-views.ts';
import * as repo from './orders.repository.ts';
import { releasePromo } from './payment-settlement.ts';
import { returnOrderStock } from './stock.repository.ts';

export const ONLY_PROVIDER_MARKS_PAID = 'Only the payment provider can mark an order paid.';
export const cancelledMessage = (n: number) => `Order #${n} has been cancelled successfully.`;

/** Why an order in this status cannot be cancelled any more (null: it can). */
function cannotCancelReason(order: repo.OrderRow): string | null {
  const n = order.userOrderNumber;
  switch (order.status) {
    case 'shipped':
      return `Order #${n} has already shipped and can no longer be cancelled.`;
    case 'delivered':
      return `Order #${n} has been delivered and can no longer be cancelled.`;
    case 'cancelled':
      return `Order #${n} is already cancelled.`;
    default:
      return null;
  }
}

/** A cancelled order's money: a paid one is refunded, a payment still awaited will not be taken. */
function paymentStatusAfterCancel(current: PaymentStatus): PaymentStatus {
  if (current === 'paid') return 'refund_pending';
  if (current === 'pending') return 'failed';
  return current;
}

/** Owners see their orders, admins every order; for anyone else the order does not exist (404, never 403). */
const canSee = (user: AuthUser, order: { userId: number }) => order.userId === user.id || user.role === 'admin';

/** The customer's orders: list, detail, tracking, cancellation, the cash-on-delivery choice and the invoice. */
export interface OrdersServiceOptions {
  /** System Settings: hours after placing within which a customer may cancel (null: no hour limit). */
  cancellationWindowHours: () => Promise<number | null>;
}

export function createOrdersService(db: Database, { cancellationWindowHours }: OrdersServiceOptions) {
  async function visibleOrder(user: AuthUser, orderId: number): Promise<repo.OrderWithPayment> {
    const order = await repo.findOrder(db, orderId);
    if (!order || !canSee(user, order)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function lockVisibleOrder(tx: Database, user: AuthUser, orderId: number): Promise<repo.OrderRow> {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !canSee(user, order)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function trackingOf(conn: Database, orderId: number): Promise<TrackingRecord> {
    const order = await repo.findOrder(conn, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return toTrackingRecord(order, await repo.findEventsOf(conn, [orderId]));
  }

  /** One page of the customer's orders, newest first: a count, the page, and the lines of its orders (three queries). */
  async function page<T>(userId: number, pageNumber: number, build: (orders: repo.OrderWithPayment[]) => Promise<T[]>) {
    const total = await repo.countOrders(db, userId);
    const orders =
      total === 0 ? [] : await repo.findOrderPage(db, userId, { limit: ORDERS_PAGE_SIZE, offset: (pageNumber - 1) * ORDERS_PAGE_SIZE });
    return {
      items: await build(orders),
      total,
      page: pageNumber,
      pageSize: ORDERS_PAGE_SIZE,
      pageCount: pageCount(total, ORDERS_PAGE_SIZE),
    };
  }

  return {
    /** GET /api/orders?page=: 10 orders a page, newest first. */
    async listOrders(userId: number, pageNumber = 1): Promise<OrderListResponse> {
      return page(userId, pageNumber, async (orders) => {
        const items = repo.byOrder(
          await repo.findItemsOf(
            db,
            orders.map((o) => o.id),
          ),
        );
        return orders.map((order) => toOrderSummary(order, items.get(order.id) ?? []));
      });
    },

    /** GET /api/orders/{orderId}: the owner's (or an admin's) view of one order. */
    async getOrder(user: AuthUser, orderId: number): Promise<OrderDetail> {
      return detailOf(db, await visibleOrder(user, orderId));
    },

    /** GET /api/tracking?page=: tracking cards, 10 a page, newest order first, events newest first. */
    async listTracking(userId: number, pageNumber = 1): Promise<TrackingListResponse> {
      return page(userId, pageNumber, async (orders) => {
        const events = repo.byOrder(
          await repo.findEventsOf(
            db,
            orders.map((o) => o.id),
          ),
        );
        return orders.map((order) => toTrackingRecord(order, events.get(order.id) ?? []));
      });
    },

    /** GET /api/orders/{orderId}/tracking. */
    async getTracking(user: AuthUser, orderId: number): Promise<TrackingRecord> {
      const order = await visibleOrder(user, orderId);
      return toTrackingRecord(order, await repo.findEventsOf(db, [orderId]));
    },

    /**
     * Cancels an order that has not shipped, in one transaction: status and location Cancelled, the
     * stock and the promo use given back, a paid order marked for refund, the Cancelled event on top.
     */
    async cancelOrder(user: AuthUser, orderId: number): Promise<CancelOrderResponse> {
      return inTransaction(db, async (tx) => {
        const order = await lockVisibleOrder(tx, user, orderId);
        const now = new Date();
        const refusal = cannotCancelReason(order) ?? cancellationWindowRefusal(order, await cancellationWindowHours(), now);
        if (refusal) throw new AppError('conflict', refusal);
        await repo.updateOrder(tx, orderId, {
          status: 'cancelled',
          currentLocation: 'Cancelled',
          cancelledAt: now,
          paymentStatus: paymentStatusAfterCancel(order.paymentStatus),
        });
        await returnOrderStock(tx, orderId);
        await releasePromo(tx, orderId);
        await repo.insertEvents(tx, orderId, [{ status: 'Cancelled', location: PHARMACY_NAME, description: ORDER_CANCELLED_DESCRIPTION }]);
        return { success: true, message: cancelledMessage(order.userOrderNumber), tracking: await trackingOf(tx, orderId) };
      });
    },

    /**
     * PATCH /api/orders/{orderId}/payment-status: a cash-on-delivery order is to be paid at the door
     * (idempotent). Online orders are settled only by their payment provider.
     */
    async chooseCashOnDelivery(user: AuthUser, orderId: number): Promise<OrderDetail> {
      await inTransaction(db, async (tx) => {
        const order = await lockVisibleOrder(tx, user, orderId);
        if (order.paymentMethod !== 'cod') throw new AppError('forbidden', ONLY_PROVIDER_MARKS_PAID);
        if (order.status === 'cancelled') throw new AppError('conflict', `Order #${order.userOrderNumber} is cancelled.`);
        if (order.paymentStatus === 'pending') await repo.updateOrder(tx, orderId, { paymentStatus: 'cod_pending' });
      });
      return detailOf(db, await visibleOrder(user, orderId));
    },

    /** GET /api/orders/{orderId}/invoice.pdf: the GST tax invoice of an order. */
    async invoice(user: AuthUser, orderId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
      const order = await visibleOrder(user, orderId);
      const detail = await detailOf(db, order);
      return { fileName: `invoice-${order.userOrderNumber}.pdf`, pdf: await renderInvoicePdf(detail, { email: order.contactEmail }) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
