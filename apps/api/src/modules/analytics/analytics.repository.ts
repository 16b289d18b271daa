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
/** A json column: node-postgres and PGlite both parse it, but accept the text form too. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const INDIA = 'Asia/Kolkata';
const refundStatuses = sql.raw(REFUND_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '));
const inRange = (r: InstantRange) => sql`o.created_at >= ${r.from.toISOString()}::timestamptz and o.created_at < ${r.until.toISOString()}::timestamptz`;
const isSale = sql`o.payment_status = ${SALE_PAYMENT_STATUS}`;
const isRefund = sql`o.payment_status in (${refundStatuses})`;

type Report = Omit<AnalyticsReport, 'from' | 'to'>;

/**
 * The whole report in one statement (decision 033): the orders of the range are read once into a
 * materialized CTE `o` (range on orders_created_idx, or a sequential scan when the range is most of
 * the table); the lines of the paid ones once into `l` (a hash join the planner can size, from
 * orders_payment_status_created_idx, rather than one index probe per order through the CTE); every
 * table is then an aggregate over those two. Seven separate statements scanned the range seven times.
 */
export async function readReport(db: Database, r: InstantRange, days: { from: string; to: string }, topProducts: number): Promise<Report> {
  const [row] = await rowsOf(
    db,
    sql`with o as materialized (
          select o.created_at, o.status, o.payment_status, o.total_paise, o.discount_paise, o.promo_code, o.id
          from orders o where ${inRange(r)}),
        l as materialized (
          select i.category_slug, i.product_id, i.product_name, i.quantity, i.line_total_paise
          from orders o join order_items i on i.order_id = o.id where ${inRange(r)} and ${isSale})
        select
          (select json_build_object(
             'orders', count(*),
             'sales', count(*) filter (where ${isSale}),
             'revenue', coalesce(sum(o.total_paise) filter (where ${isSale}), 0),
             'refunds', count(*) filter (where ${isRefund}),
             'refunded', coalesce(sum(o.total_paise) filter (where ${isRefund}), 0)) from o) as summary,
          (select count(*) from users u where u.role = 'user'
             and u.created_at >= ${r.from.toISOString()}::timestamptz and u.created_at < ${r.until.toISOString()}::timestamptz) as new_customers,
          (select coalesce(json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'), 'orders', coalesce(s.orders, 0), 'revenue', coalesce(s.revenue, 0)) order by d), '[]')
             from generate_series(${days.from}::date, ${days.to}::date, interval '1 day') d
             left join (select (o.created_at at time zone ${INDIA})::date as day, count(*) as orders, sum(o.total_paise) as revenue
                        from o where ${isSale} group by 1) s on s.day = d::date) as by_day,
          (select coalesce(json_agg(x order by x.revenue desc, x.slug), '[]') from (
             select l.category_slug as slug, coalesce(max(c.name), l.category_slug) as name, sum(l.quantity) as units, sum(l.line_total_paise) as revenue
             from l left join categories c on c.slug = l.category_slug group by l.category_slug) x) as by_category,
          (select coalesce(json_agg(x order by x.orders desc, x.status), '[]') from (
             select o.status, count(*) as orders from o group by o.status) x) as by_status,
          (select coalesce(json_agg(x order by x.revenue desc, x.id), '[]') from (
             select l.product_id as id, max(l.product_name) as name, sum(l.quantity) as units, sum(l.line_total_paise) as revenue
             from l group by l.product_id order by revenue desc, id limit ${topProducts}) x) as top_products,
          (select coalesce(json_agg(x order by x.orders desc, x.code), '[]') from (
             select o.promo_code as code, count(*) as orders, sum(o.discount_paise) as discount, sum(o.total_paise) as revenue
             from o where ${isSale} and o.promo_code is not null group by o.promo_code) x) as promos,
          (select coalesce(json_agg(x order by x.status), '[]') from (
             select o.payment_status as status, count(*) as orders, sum(o.total_paise) as amount
             from o where ${isRefund} group by o.payment_status) x) as refunds`,
  );
  const summary = json<Row>(row?.summary);
  const sales = num(summary.sales);
  const revenue = num(summary.revenue);
  return {
    summary: {
      orders: num(summary.orders),
      sales,
      revenuePaise: revenue,
      averageOrderValuePaise: sales === 0 ? 0 : Math.round(revenue / sales),
      newCustomers: num(row?.new_customers),
      refunds: num(summary.refunds),
      refundedPaise: num(summary.refunded),
    },
    salesByDay: json<Row[]>(row?.by_day).map((d) => ({ day: String(d.day), orders: num(d.orders), revenuePaise: num(d.revenue) })),
    salesByCategory: json<Row[]>(row?.by_category).map((c) => ({
      categorySlug: String(c.slug),
      categoryName: String(c.name),
      units: num(c.units),
      revenuePaise: num(c.revenue),
    })),
    ordersByStatus: json<Row[]>(row?.by_status).map((s) => ({ status: String(s.status), orders: num(s.orders) })),
    topProducts: json<Row[]>(row?.top_products).map((p) => ({
      productId: num(p.id),
      productName: String(p.name),
      units: num(p.units),
      revenuePaise: num(p.revenue),
    })),
    promoCodes: json<Row[]>(row?.promos).map((p) => ({
      code: String(p.code),
      orders: num(p.orders),
      discountPaise: num(p.discount),
      revenuePaise: num(p.revenue),
    })),
    refunds: json<Row[]>(row?.refunds).map((f) => ({ paymentStatus: String(f.status), orders: num(f.orders), amountPaise: num(f.amount) })),
  };
}

/** All Dashboards: today's orders and sales, orders waiting for fulfilment and for prescription review, products low on stock. */
export async function readOverviewCounts(db: Database, today: InstantRange) {
  const [row] = await rowsOf(
    db,
    sql`select
          (select count(*) from orders o where ${inRange(today)}) as today_orders,
          (select coalesce(sum(o.total_paise), 0) from orders o where ${inRange(today)} and ${isSale}) as today_revenue,
          (select count(*) from orders where status in ('confirmed', 'packed')) as pending,
          (select count(*) from orders where status = 'awaiting_prescription') as awaiting_prescription,
          (select count(*) from products where deleted_at is null and stock_quantity between 1 and ${LOW_STOCK_THRESHOLD}) as low_stock`,
  );
  return {
    todayOrders: num(row?.today_orders),
    todayRevenuePaise: num(row?.today_revenue),
    pendingFulfilment: num(row?.pending),
    awaitingPrescription: num(row?.awaiting_prescription),
    lowStockProducts: num(row?.low_stock),
  };
}
