import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Plausible generated orders for scale tests (`npm run seed:orders -- --orders N`), made in bulk by
 * SQL. Order i depends only on (seed, i) and the day it runs: a number drawn from md5(seed:i:salt).
 * Statuses are end states the order machine can reach (packages/shared/src/commerce/order-state.ts):
 * online orders are paid (any fulfilment step), refunded or unpaid with a failed payment; cash on
 * delivery is cod_pending until delivered, then paid. Orders older than ten days are finished.
 * Customers are synthetic accounts that cannot sign in (password hash '!').
 */
export interface GenerateOrdersOptions {
  orders: number;
  seed: number;
  /** Index of the first order (the number of synthetic orders already there), so runs add up. */
  startIndex: number;
}

/** A number in [0, 2^28) drawn from the seed, the order index and a salt. */
const draw = (seed: number, index: SqlText, salt: string) =>
  `(('x' || substr(md5('${seed}:' || ${index} || ':${salt}'), 1, 7))::bit(28)::int)`;
type SqlText = string;

export async function countSyntheticOrders(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from orders where idempotency_key like 'synthetic-%'`);
  const rows = (result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]);
  return rows[0]?.n ?? 0;
}

export async function insertSyntheticOrders(db: Database, options: GenerateOrdersOptions): Promise<void> {
  const { seed, startIndex } = options;
  const last = startIndex + options.orders - 1;
  const customers = Math.max(20, Math.ceil((startIndex + options.orders) / 8));
  const r = (salt: string, index = 'i') => draw(seed, index, salt);
  await db.transaction(async (tx) => {
    // Customers (created before their first order could be: up to 13 months ago).
    await tx.execute(
      sql.raw(`
      insert into users (email, password_hash, first_name, last_name, phone, city, created_at, updated_at)
      select 'shopper-' || c || '@synthetic.dawa.invalid', '!',
        (array['Aarav','Priya','Rohan','Ananya','Vikram','Meera','Arjun','Kavya','Ishaan','Diya'])[1 + ${r('fn', 'c')} % 10],
        (array['Sharma','Iyer','Reddy','Patel','Nair','Gupta','Khan','Das','Menon','Singh'])[1 + ${r('ln', 'c')} % 10],
        '98' || lpad((${r('ph', 'c')} % 100000000)::text, 8, '0'),
        (array['Mumbai','Delhi','Bengaluru','Chennai','Kolkata','Pune','Hyderabad','Jaipur'])[1 + ${r('city', 'c')} % 8],
        now() - make_interval(days => 30 + ${r('joined', 'c')} % 365), now()
      from generate_series(0, ${customers - 1}) c
      on conflict do nothing`),
    );
    await tx.execute(sql.raw(`drop table if exists syn_customers, syn_products, syn_lines, syn_orders`));
    await tx.execute(
      sql.raw(`create temp table syn_customers on commit drop as
        select (row_number() over (order by id))::int - 1 as idx, id, first_name || ' ' || last_name as name, phone, city
        from users where email like 'shopper-%@synthetic.dawa.invalid'`),
    );
    await tx.execute(
      sql.raw(`create temp table syn_products on commit drop as
        select (row_number() over (order by id))::int - 1 as idx, id, name, category_slug, requires_prescription, price_paise, mrp_paise
        from products where price_paise > 0`),
    );
    await tx.execute(
      sql.raw(`create temp table syn_lines on commit drop as
        select i, k, p.*, 1 + ${r('q', "i || ':' || k")} % 3 as quantity
        from generate_series(${startIndex}, ${last}) i
        cross join lateral generate_series(1, 1 + ${r('lines')} % 3) k
        join syn_products p on p.idx = ${r('p', "i || ':' || k")} % (select count(*) from syn_products)`),
    );
    await tx.execute(
      sql.raw(`create temp table syn_orders on commit drop as
        with base as (
          select i, c.id as user_id, c.name, c.phone, c.city,
            now() - make_interval(secs => ${r('age')} % (365 * 86400)) as created_at,
            (array['phonepe','upi','upi','card','netbanking','cod','cod','cod'])[1 + ${r('method')} % 8] as method,
            ${r('fate')} % 100 as fate,
            case when ${r('promo')} % 100 < 15 then (select code from promo_codes order by code offset ${r('which')} % greatest(1, (select count(*) from promo_codes)) limit 1) end as promo
          from generate_series(${startIndex}, ${last}) i
          join syn_customers c on c.idx = ${r('customer')} % (select count(*) from syn_customers)
        ), step as (
          select b.*, case
              when b.created_at < now() - interval '10 days' then 'delivered'
              else (array['confirmed','packed','shipped','out_for_delivery','delivered'])[1 + ${r('step')} % 5]
            end as step
          from base b
        )
        select s.*, l.subtotal,
          case when s.method <> 'cod' and s.fate < 5 then 'unpaid'
               when s.method <> 'cod' and s.fate < 9 then 'cancelled'
               else s.step end as status,
          case when s.method <> 'cod' and s.fate < 5 then 'failed'
               when s.method <> 'cod' and s.fate < 9 then 'refunded'
               when s.method <> 'cod' and s.fate < 11 and s.step = 'delivered' then 'refunded'
               when s.method = 'cod' and s.step <> 'delivered' then 'cod_pending'
               else 'paid' end as payment_status,
          case when s.promo is null then 0
               else least(l.subtotal, l.subtotal * coalesce((select percent_off from promo_codes where code = s.promo), 10) / 100) end as discount,
          case when l.subtotal >= 49900 then 0 else 4900 end as delivery
        from step s
        join (select i, sum(price_paise * quantity)::int as subtotal from syn_lines group by i) l on l.i = s.i`),
    );
    await tx.execute(
      sql.raw(`insert into orders (user_id, user_order_number, status, payment_method, payment_status, subtotal_paise, discount_paise,
          delivery_paise, total_paise, promo_code, shipping_name, shipping_street, shipping_city, contact_phone, idempotency_key,
          cancelled_at, awaiting_payment_since, created_at, updated_at)
        select o.user_id,
          coalesce((select max(user_order_number) from orders x where x.user_id = o.user_id), 0)
            + row_number() over (partition by o.user_id order by o.created_at, o.i),
          o.status, o.method, o.payment_status, o.subtotal, o.discount, o.delivery, o.subtotal - o.discount + o.delivery, o.promo,
          o.name, (1 + o.i % 300) || ', MG Road', o.city, coalesce(o.phone, '9800000000'), 'synthetic-${seed}-' || o.i,
          case when o.status = 'cancelled' then o.created_at + interval '2 hours' end, o.created_at, o.created_at, o.created_at
        from syn_orders o`),
    );
    await tx.execute(
      sql.raw(`insert into order_items (order_id, product_id, product_name, category_slug, requires_prescription, unit_price_paise,
          mrp_paise, quantity, line_total_paise)
        select o.id, l.id, l.name, l.category_slug, l.requires_prescription, l.price_paise, l.mrp_paise, l.quantity, l.price_paise * l.quantity
        from syn_lines l join orders o on o.idempotency_key = 'synthetic-${seed}-' || l.i
        order by o.id, l.k`),
    );
    await tx.execute(
      sql.raw(`insert into promo_redemptions (code, user_id, order_id, created_at)
        select promo_code, user_id, id, created_at from orders
        where idempotency_key like 'synthetic-${seed}-%' and promo_code is not null and payment_status <> 'failed'
        on conflict do nothing`),
    );
  });
}

/** Planner statistics after the bulk load (PGlite runs no autovacuum). */
export async function vacuumOrders(db: Database): Promise<void> {
  for (const table of ['users', 'orders', 'order_items', 'promo_redemptions']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}
