import type { OrderDetail } from '@dawa/shared/commerce/orders';
import type { Database } from '../../db/client.ts';
import { toOrderDetail } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** An order's full detail: its lines and events are read in one query each. */
export async function detailOf(db: Database, order: repo.OrderWithPayment): Promise<OrderDetail> {
  const items = await repo.findItemsOf(db, [order.id]);
  const events = await repo.findEventsOf(db, [order.id]);
  return toOrderDetail(order, items, events);
}

/** An order's full detail by id, or null when there is no such order. */
export async function loadOrderDetail(db: Database, orderId: number): Promise<OrderDetail | null> {
  const order = await repo.findOrder(db, orderId);
  return order ? detailOf(db, order) : null;
}
