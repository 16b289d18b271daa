import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
};
export type PayableOrder = { id: number; userId: number; status: string; paymentStatus: string; paymentMethod: string; totalPaise: number; createdAt: Date };

/** The order if it belongs to this user (someone else's order is indistinguishable from a missing one). */
export async function findOrderOfUser(db: Database, orderId: number, userId: number): Promise<PayableOrder | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

export async function insertPayment(db: Database, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPayment(db: Database, merchantTransactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantTransactionId, merchantTransactionId));
  return row ?? null;
}

/** A payment of one of this user's orders. */
export async function findPaymentOfUser(db: Database, merchantTransactionId: string, userId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.merchantTransactionId, merchantTransactionId), eq(orders.userId, userId)));
  return row?.payment ?? null;
}

/** Locks the payment row for the rest of the transaction, so two answers about it apply one after the other. */
export async function lockPayment(tx: Database, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function updatePayment(db: Database, paymentId: number, patch: Partial<NewPayment>): Promise<void> {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

export async function insertPaymentEvent(
  db: Database,
  event: { paymentId: number | null; kind: string; accepted: boolean; detail: Record<string, unknown> },
): Promise<void> {
  await db.insert(paymentEvents).values(event);
}

/** An attempt of this order with this provider that has not reached a final answer yet. */
export async function findOpenPaymentOfOrder(db: Database, orderId: number, provider: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), inArray(payments.status, ['initiated', 'pending'])))
    .orderBy(asc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Undecided attempts of orders still waiting for their payment, oldest first. */
export async function openPaymentsOfWaitingOrders(db: Database, limit: number): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(inArray(payments.status, ['initiated', 'pending']), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')))
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((r) => r.payment);
}

/** Online-payment orders created before `before` and still unpaid. */
export async function unpaidOrdersCreatedBefore(db: Database, before: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending'), ne(orders.paymentMethod, 'cod'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Marks an order's undecided attempts failed (the order gave up waiting for them). */
export async function failOpenPaymentsOfOrder(tx: Database, orderId: number, responseCode: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', responseCode, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['initiated', 'pending'])));
}
