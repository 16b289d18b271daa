import { OPEN_ATTEMPT_STATUSES } from '@dawa/shared/commerce/payment-attempt-state';
import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** The attempt table's open statuses (one open attempt per payable, by a partial unique index). */
const OPEN = [...OPEN_ATTEMPT_STATUSES];

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
/** A payment of this user's, with the customer's number of its order ('Order #3'). */
export async function findPaymentOfUser(
  db: Database,
  merchantTransactionId: string,
  userId: number,
): Promise<(PaymentRow & { userOrderNumber: number }) | null> {
  const [row] = await db
    .select({ payment: payments, userOrderNumber: orders.userOrderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.merchantTransactionId, merchantTransactionId), eq(orders.userId, userId)));
  return row ? { ...row.payment, userOrderNumber: row.userOrderNumber } : null;
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

/** The order's open attempt (at most one, by the payments_one_open_per_order index), whatever its provider. */
export async function findOpenPaymentOfOrder(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN)));
  return row ?? null;
}

/** The order's captured payment (at most one, by the payments_one_success_per_order index). */
export async function findCapturedPaymentOfOrder(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'success')));
  return row ?? null;
}

export async function findPaymentById(db: Database, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The payment one of our refunds (by its refund id) gives back. */
export async function findPaymentByRefundId(db: Database, refundTransactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.refundTransactionId, refundTransactionId));
  return row ?? null;
}

/** Money waiting to go back (a refund the provider has not accepted yet), oldest first. */
export async function paymentsAwaitingRefund(db: Database, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.status, 'refund_pending')).orderBy(asc(payments.id)).limit(limit);
}

/** Undecided attempts of orders still waiting for their payment, oldest first. */
export async function openPaymentsOfWaitingOrders(db: Database, limit: number): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(inArray(payments.status, OPEN), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')))
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((r) => r.payment);
}

/** Online-payment orders waiting for their payment since before `before`. */
export async function ordersWaitingSince(db: Database, before: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        ne(orders.paymentMethod, 'cod'),
        lt(orders.awaitingPaymentSince, before),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** The appointment's open attempt (at most one, by payments_one_open_per_appointment). */
export async function findOpenPaymentOfAppointment(db: Database, appointmentId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, OPEN)));
  return row ?? null;
}

/** The appointment's captured fee (at most one, by payments_one_success_per_appointment). */
export async function findCapturedPaymentOfAppointment(db: Database, appointmentId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'success')));
  return row ?? null;
}

/** The latest attempt of an appointment (what its payment status answers). */
export async function findLatestPaymentOfAppointment(db: Database, appointmentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

/** The attempt behind a gateway's order (Razorpay's 'order_…'; unique per provider). */
export async function findPaymentByProviderOrder(db: Database, provider: string, providerOrderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
}

/** One attempt of an appointment's fee, by our id of it. */
export async function findPaymentOfAppointment(
  db: Database,
  appointmentId: number,
  merchantTransactionId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.merchantTransactionId, merchantTransactionId)));
  return row ?? null;
}
