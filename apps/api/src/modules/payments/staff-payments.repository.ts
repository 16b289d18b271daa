import { and, count, desc, eq, gte, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentAttemptStatus } from '@dawa/shared/commerce/rules';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';

/** Admin → Payments' reads (decision 060): the attempts with their order's number, and the rows that do not add up. */

export interface StaffPaymentFilters {
  from?: Date | undefined;
  until?: Date | undefined;
  provider?: string | undefined;
  status?: PaymentAttemptStatus | undefined;
}

const listColumns = {
  id: payments.id,
  orderId: payments.orderId,
  userOrderNumber: orders.userOrderNumber,
  appointmentId: payments.appointmentId,
  provider: payments.provider,
  method: payments.method,
  status: payments.status,
  amountPaise: payments.amountPaise,
  merchantTransactionId: payments.merchantTransactionId,
  providerTransactionId: payments.providerTransactionId,
  providerOrderId: payments.providerOrderId,
  refundTransactionId: payments.refundTransactionId,
  responseCode: payments.responseCode,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  refundedAt: payments.refundedAt,
};
export type StaffPaymentRow = Awaited<ReturnType<typeof findStaffPaymentPage>>['rows'][number];

function whereOf(f: StaffPaymentFilters): SQL | undefined {
  return and(
    f.from ? gte(payments.createdAt, f.from) : undefined,
    f.until ? lt(payments.createdAt, f.until) : undefined,
    f.provider ? eq(payments.provider, f.provider) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
  );
}

/**
 * One page of attempts, newest first, with the total. payments_created_idx and
 * payments_status_created_idx (migration 0050) serve the order and the state filter; the provider
 * has two values, so it filters rows those indexes find.
 */
export async function findStaffPaymentPage(db: Database, filters: StaffPaymentFilters, page: { limit: number; offset: number }) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The page after `after` (keyset on created_at, id, newest first): the CSV reads the whole range this way. */
export async function findStaffPaymentsAfter(
  db: Database,
  filters: StaffPaymentFilters,
  after: { createdAt: Date; id: number } | null,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        whereOf(filters),
        after
          ? or(lt(payments.createdAt, after.createdAt), and(eq(payments.createdAt, after.createdAt), lt(payments.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

const mismatchColumns = {
  orderId: orders.id,
  userOrderNumber: orders.userOrderNumber,
  orderStatus: orders.status,
  orderPaymentStatus: orders.paymentStatus,
  paymentId: payments.id,
  provider: payments.provider,
  merchantTransactionId: payments.merchantTransactionId,
  providerTransactionId: payments.providerTransactionId,
  amountPaise: payments.amountPaise,
  since: payments.updatedAt,
};

/** Captured attempts whose order is not paid, or is cancelled (payments_one_success_per_order finds the captures). */
export async function findCapturesOfUnpaidOrders(db: Database, limit: number) {
  return db
    .select(mismatchColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'success'), or(ne(orders.paymentStatus, 'paid'), eq(orders.status, 'cancelled'))))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(limit);
}

/** Online orders marked paid with no captured attempt (orders_payment_status_created_idx, then the success index per order). */
export async function findPaidOrdersWithoutCapture(db: Database, limit: number) {
  return db
    .select({
      orderId: orders.id,
      userOrderNumber: orders.userOrderNumber,
      orderStatus: orders.status,
      orderPaymentStatus: orders.paymentStatus,
      amountPaise: orders.totalPaise,
      since: orders.updatedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        // Cash on delivery is paid to the courier: no provider attempt to find.
        ne(orders.paymentMethod, 'cod'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'success'))),
        ),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}

/**
 * Order refunds waiting since before `before`. updated_at is when the attempt became refund_pending
 * (or got its refund id): the sweep's retries write only payment_events, so it does not move.
 */
export async function findRefundsPendingSince(db: Database, before: Date, limit: number) {
  return db
    .select(mismatchColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'refund_pending'), lt(payments.updatedAt, before)))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(limit);
}
