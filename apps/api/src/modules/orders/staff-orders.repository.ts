import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@dawa/shared/commerce/rules';
import type { Database } from '../../db/client.ts';
import { orders, payments, users } from '../../db/schema/index.ts';

export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  /** An order id or the customer's order number. */
  number?: number | undefined;
  /** The customer's e-mail (account or order contact), exact, any case. */
  email?: string | undefined;
}

const summaryColumns = {
  id: orders.id,
  userOrderNumber: orders.userOrderNumber,
  accountEmail: users.email,
  contactEmail: orders.contactEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
  version: orders.version,
};

function whereOf(f: AdminOrderFilters): SQL | undefined {
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.until ? lt(orders.createdAt, f.until) : undefined,
    f.number !== undefined ? or(eq(orders.id, f.number), eq(orders.userOrderNumber, f.number)) : undefined,
    // Both sides are indexed on lower(email): users_email_lower_key and orders_contact_email_idx.
    f.email ? or(sql`lower(${users.email}) = ${f.email}`, sql`lower(${orders.contactEmail}) = ${f.email}`) : undefined,
  );
}

/**
 * One page of every customer's orders, newest first, with the total. The (status | payment_status,
 * created_at, id) indexes and orders_created_idx serve the filters and the order at 100,000 orders.
 */
export async function findAdminOrderPage(db: Database, filters: AdminOrderFilters, page: { limit: number; offset: number }) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type AdminOrderSummaryRow = Awaited<ReturnType<typeof findAdminOrderPage>>['rows'][number];

/** The customer of an order: whom its mails go to. */
export async function findCustomerOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findAdminOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({ order: orders, accountEmail: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The payment attempts of an order, oldest first (read-only: the payments module writes them). */
export function findPaymentsOf(db: Database, orderId: number) {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      status: payments.status,
      amountPaise: payments.amountPaise,
      providerTransactionId: payments.providerTransactionId,
      merchantTransactionId: payments.merchantTransactionId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}
