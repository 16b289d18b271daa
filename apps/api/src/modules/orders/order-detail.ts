import type { ExportedOrder } from '@dawa/shared/account/data-export';
import type { OrderDetail } from '@dawa/shared/commerce/orders';
import type { Database } from '../../db/client.ts';
import { orderMedicineWarnings } from '../drug-knowledge/customer-medicines.service.ts';
import { orderPrescriptionReview } from '../prescription-review/prescription-review.service.ts';
import { toOrderDetail, toTrackingRecord, type CancelWindow } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** An order's full detail: its lines and events are read in one query each. */
export async function detailOf(db: Database, order: repo.OrderWithPayment, window?: CancelWindow): Promise<OrderDetail> {
  const items = await repo.findItemsOf(db, [order.id]);
  const events = await repo.findEventsOf(db, [order.id]);
  const warnings = await orderMedicineWarnings(db, order.id);
  const detail = { ...toOrderDetail(order, items, events, window), ...(warnings.length > 0 ? { medicineWarnings: warnings } : {}) };
  // Only an order holding a prescription medicine carries the pharmacist's review (decision 026).
  return order.needsPrescription ? { ...detail, prescriptionReview: await orderPrescriptionReview(db, order.id) } : detail;
}

/** An order's full detail by id, or null when there is no such order. */
export async function loadOrderDetail(db: Database, orderId: number): Promise<OrderDetail | null> {
  const order = await repo.findOrder(db, orderId);
  return order ? detailOf(db, order) : null;
}

/** Every order of the customer with its lines and events (three queries, however many orders), for my-data.json. */
export async function exportOrdersOf(db: Database, userId: number): Promise<ExportedOrder[]> {
  const orders = await repo.findAllOrdersOf(db, userId);
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = repo.byOrder(await repo.findItemsOf(db, ids));
  const events = repo.byOrder(await repo.findEventsOf(db, ids));
  return orders.map((order) => {
    const eventsOfOrder = events.get(order.id) ?? [];
    return { ...toOrderDetail(order, items.get(order.id) ?? [], eventsOfOrder), events: toTrackingRecord(order, eventsOfOrder).events };
  });
}
