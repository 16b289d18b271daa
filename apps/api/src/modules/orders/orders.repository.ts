import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orderItems, orders, products, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
/** An order line with its product's slug and photos (for the picture shown beside it). */
export type OrderItemRow = typeof orderItems.$inferSelect & { slug: string; imageUrls: string[] };
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'orderId'>;

/** An order with the provider's id of its successful payment, if any, and the numbers of its invoice and credit note once issued. */
export type OrderWithPayment = OrderRow & { transactionId: string | null; invoiceNumber: string | null; creditNoteNumber: string | null };

/** The provider's transaction id of the order's payment: its success, else (refunded orders) the first money that came in. */
// Written out in full: Drizzle leaves the columns of a one-table select unqualified, and inside the
// subquery an unqualified "id" would be the payment's own id.
const transactionIdSql = sql<string | null>`(
  select coalesce(p.provider_transaction_id, p.merchant_transaction_id) from payments p
  where p.order_id = "orders"."id" and p.status in ('success', 'refund_pending', 'refunded')
  order by (p.status = 'success') desc, p.id limit 1)`;
const invoiceNumberSql = sql<string | null>`(select i.invoice_number from invoices i where i.order_id = "orders"."id")`;
const creditNoteNumberSql = sql<string | null>`(select c.credit_note_number from credit_notes c where c.order_id = "orders"."id")`;
/** The columns of an OrderWithPayment. */
const withPayment = {
  order: orders,
  transactionId: transactionIdSql,
  invoiceNumber: invoiceNumberSql,
  creditNoteNumber: creditNoteNumberSql,
};
type WithPaymentRow = { order: OrderRow; transactionId: string | null; invoiceNumber: string | null; creditNoteNumber: string | null };
const toOrderWithPayment = ({ order, ...documents }: WithPaymentRow): OrderWithPayment => ({ ...order, ...documents });

/**
 * Locks the customer's row for the rest of the transaction: their checkouts run one after another,
 * so per-customer order numbers (1, 2, 3) and Idempotency-Key checks cannot race.
 */
export async function lockCustomer(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findOrderIdByIdempotencyKey(
  tx: Database,
  userId: number,
  key: string,
): Promise<{ id: number; requestHash: string | null } | null> {
  const [row] = await tx
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export async function nextUserOrderNumber(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(orders.userOrderNumber) })
    .from(orders)
    .where(eq(orders.userId, userId));
  return (row?.last ?? 0) + 1;
}

/** Writes an order with its lines and first events; answers its id. */
export async function insertOrder(
  tx: Database,
  order: NewOrder,
  items: readonly NewOrderItem[],
  events: readonly NewOrderEvent[],
): Promise<number> {
  const [created] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!created) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
  await insertEvents(tx, created.id, events);
  return created.id;
}

export async function insertEvents(tx: Database, orderId: number, events: readonly NewOrderEvent[]): Promise<void> {
  if (events.length > 0) await tx.insert(orderEvents).values(events.map((event) => ({ ...event, orderId })));
}

export async function findOrder(db: Database, orderId: number): Promise<OrderWithPayment | null> {
  const [row] = await db.select(withPayment).from(orders).where(eq(orders.id, orderId));
  return row ? toOrderWithPayment(row) : null;
}

/** The order row, locked until the transaction ends (status changes: cancel, payment status). */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function updateOrder(tx: Database, orderId: number, changes: Partial<NewOrder>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId));
}

/** The customer's list leaves out the unpaid orders they dismissed. */
const listedOrdersOf = (userId: number) => and(eq(orders.userId, userId), isNull(orders.dismissedAt));

export async function countOrders(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(listedOrdersOf(userId));
  return row?.n ?? 0;
}

/** One page of the customer's orders, newest first (one query; the index on user, created_at, id serves it). */
export async function findOrderPage(db: Database, userId: number, page: { limit: number; offset: number }): Promise<OrderWithPayment[]> {
  const rows = await db
    .select(withPayment)
    .from(orders)
    .where(listedOrdersOf(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toOrderWithPayment);
}

/** The lines of several orders at once, in the order they were added. */
export async function findItemsOf(db: Database, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: orderItems, slug: products.slug, imageUrls: products.imageUrls })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return rows.map((row) => ({ ...row.item, slug: row.slug, imageUrls: row.imageUrls }));
}

/** The tracking events of several orders at once, newest first. */
export async function findEventsOf(db: Database, orderIds: readonly number[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
}

/** Groups rows by their order id. */
export function byOrder<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.orderId) ?? [];
    list.push(row);
    grouped.set(row.orderId, list);
  }
  return grouped;
}

/** The units an order holds, to give back or take again. */
export async function findStockLinesOf(
  db: Database,
  orderId: number,
): Promise<{ productId: number; variantId: number | null; quantity: number; name: string }[]> {
  return db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Every order of the customer, dismissed ones too, newest first (for my-data.json). */
export async function findAllOrdersOf(db: Database, userId: number): Promise<OrderWithPayment[]> {
  const rows = await db.select(withPayment).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderWithPayment);
}
