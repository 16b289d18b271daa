import { sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@dawa/shared/admin/products';
import { REFUND_PAYMENT_STATUSES, SALE_PAYMENT_STATUS, type AnalyticsReport } from '@dawa/shared/admin/analytics';
import type { Database } from '../../db/client.ts';

/** Whole India days: orders with from <= created_at < until (both instants). */
export interface InstantRange {
  from: Date;
  until: Date;
}

type Row = Record<string, unknown>;
async function rowsOf<T extends Row>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // node-postgres answers { rows }; PGlite too, but be lenient like stock.repository.ts.
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

const num = (value: unknown) => Number(value ?? 0);
const INDIA = 'Asia/Kolkata';
const refundStatuses = sql.raw(REFUND_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '));
const inRange = (r: InstantRange) => sql`o.created_at >= ${r.from.toISOString()}::timestamptz and o.created_at < ${r.until.toISOString()}::timestamptz`;
const isSale = sql`o.payment_status = ${SALE_PAYMENT_STATUS}`;

type Report = Omit<AnalyticsReport, 'from' | 'to'>;

export async function readSummary(db: Database, r: InstantRange): Promise<Report['summary']> {
  const [row] = await rowsOf(
    db,
    sql`select count(*) as orders,
          count(*) filter (where ${isSale}) as sales,
          coalesce(sum(o.total_paise) filter (where ${isSale}), 0) as revenue,
          count(*) filter (where o.payment_status in (${refundStatuses})) as refunds,
          coalesce(sum(o.total_paise) filter (where o.payment_status in (${refundStatuses})), 0) as refunded
        from orders o where ${inRange(r)}`,
  );
  const [customers] = await rowsOf(
    db,
    sql`select count(*) as n from users u where u.role = 'user'
        and u.created_at >= ${r.from.toISOString()}::timestamptz and u.created_at < ${r.until.toISOString()}::timestamptz`,
  );
  const sales = num(row?.sales);
  const revenue = num(row?.revenue);
  return {
    orders: num(row?.orders),
    sales,
    revenuePaise: revenue,
    averageOrderValuePaise: sales === 0 ? 0 : Math.round(revenue / sales),
    newCustomers: num(customers?.n),
    refunds: num(row?.refunds),
    refundedPaise: num(row?.refunded),
  };
}

/** Every day of the range, days without sales as zero. */
export async function readSalesByDay(db: Database, r: InstantRange, days: { from: string; to: string }): Promise<Report['salesByDay']> {
  const rows = await rowsOf(
    db,
    sql`with sales as (
          select (o.created_at at time zone ${INDIA})::date as day, count(*) as orders, sum(o.total_paise) as revenue
          from orders o where ${inRange(r)} and ${isSale} group by 1)
        select to_char(d, 'YYYY-MM-DD') as day, coalesce(s.orders, 0) as orders, coalesce(s.revenue, 0) as revenue
        from generate_series(${days.from}::date, ${days.to}::date, interval '1 day') d
        left join sales s on s.day = d::date order by d`,
  );
  return rows.map((row) => ({ day: String(row.day), orders: num(row.orders), revenuePaise: num(row.revenue) }));
}

export async function readSalesByCategory(db: Database, r: InstantRange): Promise<Report['salesByCategory']> {
  const rows = await rowsOf(
    db,
    sql`select i.category_slug as slug, coalesce(max(c.name), i.category_slug) as name, sum(i.quantity) as units, sum(i.line_total_paise) as revenue
        from orders o join order_items i on i.order_id = o.id left join categories c on c.slug = i.category_slug
        where ${inRange(r)} and ${isSale} group by i.category_slug order by revenue desc, slug`,
  );
  return rows.map((row) => ({ categorySlug: String(row.slug), categoryName: String(row.name), units: num(row.units), revenuePaise: num(row.revenue) }));
}

export async function readOrdersByStatus(db: Database, r: InstantRange): Promise<Report['ordersByStatus']> {
  const rows = await rowsOf(db, sql`select o.status, count(*) as orders from orders o where ${inRange(r)} group by o.status order by orders desc, o.status`);
  return rows.map((row) => ({ status: String(row.status), orders: num(row.orders) }));
}

export async function readTopProducts(db: Database, r: InstantRange, limit: number): Promise<Report['topProducts']> {
  const rows = await rowsOf(
    db,
    sql`select i.product_id as id, max(i.product_name) as name, sum(i.quantity) as units, sum(i.line_total_paise) as revenue
        from orders o join order_items i on i.order_id = o.id
        where ${inRange(r)} and ${isSale} group by i.product_id order by revenue desc, id limit ${limit}`,
  );
  return rows.map((row) => ({ productId: num(row.id), productName: String(row.name), units: num(row.units), revenuePaise: num(row.revenue) }));
}

export async function readPromoCodes(db: Database, r: InstantRange): Promise<Report['promoCodes']> {
  const rows = await rowsOf(
    db,
    sql`select o.promo_code as code, count(*) as orders, sum(o.discount_paise) as discount, sum(o.total_paise) as revenue
        from orders o where ${inRange(r)} and ${isSale} and o.promo_code is not null
        group by o.promo_code order by orders desc, code`,
  );
  return rows.map((row) => ({ code: String(row.code), orders: num(row.orders), discountPaise: num(row.discount), revenuePaise: num(row.revenue) }));
}

export async function readRefunds(db: Database, r: InstantRange): Promise<Report['refunds']> {
  const rows = await rowsOf(
    db,
    sql`select o.payment_status as status, count(*) as orders, sum(o.total_paise) as amount
        from orders o where ${inRange(r)} and o.payment_status in (${refundStatuses})
        group by o.payment_status order by o.payment_status`,
  );
  return rows.map((row) => ({ paymentStatus: String(row.status), orders: num(row.orders), amountPaise: num(row.amount) }));
}

/** All Dashboards: today's orders and sales, orders waiting for fulfilment, products low on stock. */
export async function readOverviewCounts(db: Database, today: InstantRange) {
  const [row] = await rowsOf(
    db,
    sql`select
          (select count(*) from orders o where ${inRange(today)}) as today_orders,
          (select coalesce(sum(o.total_paise), 0) from orders o where ${inRange(today)} and ${isSale}) as today_revenue,
          (select count(*) from orders where status in ('confirmed', 'packed')) as pending,
          (select count(*) from products where deleted_at is null and stock_quantity between 1 and ${LOW_STOCK_THRESHOLD}) as low_stock`,
  );
  return {
    todayOrders: num(row?.today_orders),
    todayRevenuePaise: num(row?.today_revenue),
    pendingFulfilment: num(row?.pending),
    lowStockProducts: num(row?.low_stock),
  };
}
