import { ORDER_PLACED_MESSAGE, type CreateOrderResponse } from '@dawa/shared/commerce/orders';
import { placedState } from '@dawa/shared/commerce/order-state';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';
import type { Database } from '../../db/client.ts';
import { loadOrderDetail } from './order-detail.ts';
import * as repo from './orders.repository.ts';

/**
 * Locks the customer's row for the rest of the transaction: their checkouts (and paying again) run one
 * after another, so order numbers, Idempotency-Key checks and per-customer promo limits cannot race.
 */
export function lockCustomerForOrders(tx: Database, userId: number): Promise<void> {
  return repo.lockCustomer(tx, userId);
}

/** The order an earlier checkout with this Idempotency-Key made, with its request hash. */
export function earlierOrderOfKey(tx: Database, userId: number, key: string) {
  return repo.findOrderIdByIdempotencyKey(tx, userId, key);
}

export type PlacedOrderValues = Omit<repo.NewOrder, 'status' | 'paymentStatus' | 'userOrderNumber' | 'paymentMethod' | 'userId'> & {
  userId: number;
  paymentMethod: PaymentMethod;
};

/** Writes a new order in the state machine's first state ('place'), with its lines and first events; answers its id. */
export async function insertPlacedOrder(tx: Database, values: PlacedOrderValues, items: readonly repo.NewOrderItem[]): Promise<number> {
  const placed = placedState(values.paymentMethod, values.needsPrescription ?? false);
  return repo.insertOrder(
    tx,
    { ...values, status: placed.status, paymentStatus: placed.paymentStatus, userOrderNumber: await repo.nextUserOrderNumber(tx, values.userId) },
    items,
    placed.events,
  );
}

/** The answer of POST /api/orders/create for an order. */
export async function orderResponse(tx: Database, orderId: number): Promise<CreateOrderResponse> {
  const order = await loadOrderDetail(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  return { success: true, orderId, message: ORDER_PLACED_MESSAGE, order };
}
