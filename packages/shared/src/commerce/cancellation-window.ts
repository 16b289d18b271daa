/**
 * The cancellation window of System Settings: a customer may cancel an order only within N hours of
 * placing it (and, as before, only until it ships). null: no hour limit.
 */

import { canCancel, type OrderState } from './order-state.ts';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/** Why the window refuses cancelling this order at `now` (null: the window allows it). */
export function cancellationWindowRefusal(
  order: { createdAt: Date; userOrderNumber: number },
  windowHours: number | null,
  now: Date,
): string | null {
  if (windowHours === null) return null;
  const closesAt = order.createdAt.getTime() + windowHours * 60 * 60 * 1000;
  if (now.getTime() <= closesAt) return null;
  return `Order #${order.userOrderNumber} can no longer be cancelled: orders can be cancelled within ${hours(windowHours)} of being placed.`;
}

/**
 * Whether the customer may cancel now: the order machine allows it (not yet shipped) and the window
 * is open. The tracking card's Cancel button and the server's refusal both come from here.
 */
export function customerMayCancel(order: OrderState & { createdAt: Date }, windowHours: number | null, now: Date): boolean {
  return canCancel(order) && cancellationWindowRefusal(order, windowHours, now) === null;
}
