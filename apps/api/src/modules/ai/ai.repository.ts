import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The assistant's reads of the catalogue and of a customer's past orders (it writes nothing). Every
 * query uses the products' full-text index (search_vector) or the orders' per-customer index, and is
 * capped: a chat message never scans the catalogue.
 */

// node-postgres answers { rows }; PGlite answers the rows themselves (a module reads no other module's repository).
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export interface CatalogueProductRow {
  id: number;
  slug: string;
  name: string;
  price_paise: number;
  active_ingredient: string | null;
  tags: string[];
  description: string;
  requires_prescription: boolean;
  in_stock: boolean;
}

const PRODUCT_COLUMNS = sql`p.id, p.slug, p.name, p.price_paise, p.active_ingredient, p.tags, p.description, p.requires_prescription,
  p.stock_quantity > 0 as in_stock`;
const SELLABLE = sql`p.active and p.deleted_at is null and not p.narcotic and p.drug_schedule <> 'X'`;

/** An OR of words for to_tsquery, each quoted as a lexeme (the words come from our own lists or the message). */
function anyWord(words: readonly string[]) {
  return sql.join(
    words.map((word) => sql`plainto_tsquery('simple', ${word})`),
    sql` || `,
  );
}

/** Products whose active ingredient names one of these salts: in stock first, then cheapest. */
export async function productsWithSalts(db: Database, salts: readonly string[], limit: number): Promise<CatalogueProductRow[]> {
  if (salts.length === 0) return [];
  const result = await db.execute(sql`
    select ${PRODUCT_COLUMNS} from products p
    where ${SELLABLE} and p.search_vector @@ (${anyWord(salts)})
      and lower(p.active_ingredient) like any (array[${sql.join(
        salts.map((salt) => sql`${`%${salt.toLowerCase()}%`}`),
        sql`, `,
      )}])
    order by p.stock_quantity > 0 desc, p.price_paise, p.id
    limit ${limit}`);
  return rowsOf<CatalogueProductRow>(result);
}

/** Products whose name starts with one of these words ('dolo', 'crocin'): how people name medicines. */
export async function productsNamed(db: Database, words: readonly string[], limit: number): Promise<CatalogueProductRow[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    select ${PRODUCT_COLUMNS} from products p
    where ${SELLABLE} and p.search_vector @@ (${anyWord(words)})
      and lower(split_part(p.name, ' ', 1)) = any (array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[])
    order by p.stock_quantity > 0 desc, p.purchase_count desc, p.id
    limit ${limit}`);
  return rowsOf<CatalogueProductRow>(result);
}

/** Over-the-counter products in stock tagged with these symptoms, those matching most tags first. */
export async function otcProductsForTags(db: Database, tags: readonly string[], limit: number): Promise<CatalogueProductRow[]> {
  if (tags.length === 0) return [];
  const tagArray = sql`array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    select ${PRODUCT_COLUMNS} from products p
    where ${SELLABLE} and not p.requires_prescription and p.drug_schedule = 'OTC' and p.stock_quantity > 0
      and p.search_vector @@ (${anyWord(tags)}) and p.tags && ${tagArray}
    order by cardinality(array(select unnest(p.tags) intersect select unnest(${tagArray}))) desc, p.rating desc, p.purchase_count desc, p.id
    limit ${limit}`);
  return rowsOf<CatalogueProductRow>(result);
}

export interface PurchaseRow {
  product_id: number;
  slug: string;
  name: string;
  active_ingredient: string | null;
  pack_size: string | null;
  dosage: string | null;
  quantity: number;
  ordered_at: string;
}

/** What a customer bought in the last year (the latest order of each product), for refills and duplicates. */
export async function recentPurchases(db: Database, userId: number, limit: number): Promise<PurchaseRow[]> {
  const result = await db.execute(sql`
    select distinct on (i.product_id) i.product_id, p.slug, p.name, p.active_ingredient, p.pack_size, p.dosage,
           i.quantity, o.created_at as ordered_at
    from orders o
    join order_items i on i.order_id = o.id
    join products p on p.id = i.product_id
    where o.user_id = ${userId} and o.status not in ('cancelled', 'unpaid', 'pending')
      and o.created_at > now() - interval '365 days'
    order by i.product_id, o.created_at desc
    limit ${limit}`);
  return rowsOf<PurchaseRow>(result).map((row) => ({ ...row, ordered_at: new Date(row.ordered_at).toISOString() }));
}
