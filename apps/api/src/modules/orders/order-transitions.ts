import { ORDER_NOT_FOUND_MESSAGE } from '@dawa/shared/commerce/orders';
import { transition, type OrderEffect, type OrderEvent } from '@dawa/shared/commerce/order-state';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './orders.repository.ts';

export type OrderRow = repo.OrderRow;

const COURIER_STEPS = new Set<OrderEvent['type']>(['pack', 'ship', 'arrive_at_facility', 'out_for_delivery', 'deliver']);

/** What a persisted transition leaves for the caller: the order as it was, and the effects outside the orders tables. */
export interface MovedOrder {
  before: OrderRow;
  effects: OrderEffect[];
}

/** Locks an order for a change (cancel, payment, retry); null when there is none. */
export function lockOrderForChange(tx: Database, orderId: number): Promise<OrderRow | null> {
  return repo.lockOrder(tx, orderId);
}

/** Locks the order when this user may change it (its owner, or an admin); anyone else gets 404, never 403. */
export async function lockOwnOrder(tx: Database, user: { id: number; role: string }, orderId: number): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || (order.userId !== user.id && user.role !== 'admin')) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Asks the state machine and writes what it answers: status, payment status, tracking events, and the
 * order's own columns of its effects (cancelled_at, dismissed_at, a new payment window). The caller
 * holds the order's lock and performs the other effects (stock, promo, cart, refund) in the same transaction.
 */
export async function tryMoveOrder(tx: Database, order: OrderRow, event: OrderEvent, now: Date): Promise<MovedOrder | { refused: string }> {
  const result = transition(order, event);
  if (!result.ok) return { refused: result.reason };
  const has = (effect: OrderEffect) => result.effects.includes(effect);
  await repo.updateOrder(tx, order.id, {
    status: result.status,
    paymentStatus: result.paymentStatus,
    ...(has('set_cancelled_at') ? { cancelledAt: now, currentLocation: 'Cancelled' } : {}),
    // The cancel event carries the customer's reason; it is kept with the order (shown on its tracking card).
    ...(has('set_cancelled_at') && event.type === 'cancel' && event.reason
      ? { cancelReason: event.reason.code, cancelReasonNote: event.reason.code === 'other' ? event.reason.note : null }
      : {}),
    ...(has('hide') ? { dismissedAt: now } : {}),
    ...(event.type === 'retry_payment' ? { awaitingPaymentSince: now } : {}),
    // The parcel's whereabouts follow the courier's steps.
    ...(COURIER_STEPS.has(event.type) && result.events[0] ? { currentLocation: result.events[0].location } : {}),
  });
  await repo.insertEvents(tx, order.id, result.events);
  return { before: order, effects: result.effects };
}

/** tryMoveOrder, with a refusal answered to the customer as a conflict (409) with the machine's reason. */
export async function moveOrder(tx: Database, order: OrderRow, event: OrderEvent, now: Date): Promise<MovedOrder> {
  const moved = await tryMoveOrder(tx, order, event, now);
  if ('refused' in moved) throw new AppError('conflict', moved.refused);
  return moved;
}

/** Staff ship an order with the courier's name and its tracking number (the customer's Tracking tab shows the number). */
export async function setShipment(tx: Database, orderId: number, shipment: { courier: string; trackingNumber: string }): Promise<void> {
  await repo.updateOrder(tx, orderId, shipment);
}

/** The units an order holds (to give back, or take again when it is paid for again). */
export function stockLinesOf(db: Database, orderId: number) {
  return repo.findStockLinesOf(db, orderId);
}

/** The lines of an order as packing needs them (its item ids, products and units). */
export async function packLinesOf(
  db: Database,
  orderId: number,
): Promise<{ orderItemId: number; productId: number; variantId: number | null; quantity: number }[]> {
  const items = await repo.findItemsOf(db, [orderId]);
  return items.map((item) => ({ orderItemId: item.id, productId: item.productId, variantId: item.variantId, quantity: item.quantity }));
}
