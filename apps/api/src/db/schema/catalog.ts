import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    manufacturer: text('manufacturer').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    description: text('description').notNull(),
    dosage: text('dosage'),
    dosageForm: text('dosage_form'),
    packSize: text('pack_size'),
    activeIngredient: text('active_ingredient'),
    inactiveIngredients: text('inactive_ingredients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    pricePaise: integer('price_paise').notNull(),
    basePricePaise: integer('base_price_paise'),
    mrpPaise: integer('mrp_paise').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(100),
    /** The tax class printed on the invoice (migration 0018; GST_CLASS_BY_CATEGORY in shared gives new products theirs). */
    hsnCode: text('hsn_code').notNull().default('3004'),
    gstRatePercent: smallint('gst_rate_percent').notNull().default(12),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    /** Saved by staff with a salt the drug information does not know: a pharmacist reviews it (migration 0037). */
    compositionReviewPending: boolean('composition_review_pending').notNull().default(false),
    /** Most units in one order; null: the default for its kind (maxPerOrderOf in shared cart rules). Admins may set it. */
    maxPerOrder: integer('max_per_order'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    purchaseCount: integer('purchase_count').notNull().default(0),
    sellerName: text('seller_name').notNull(),
    sellerRating: doublePrecision('seller_rating').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    shippingInfo: text('shipping_info'),
    deliveryEstimate: text('delivery_estimate'),
    authenticGuarantee: boolean('authentic_guarantee').notNull().default(true),
    sideEffects: text('side_effects')
      .array()
      .notNull()
      .default(sql`'{}'`),
    storage: text('storage'),
    /** Uploaded photographs; empty means the generated pack shots are shown. */
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Position among featured products (lower first); null when not featured. */
    featuredRank: integer('featured_rank'),
    active: boolean('active').notNull().default(true),
    /** Drugs and Cosmetics Rules schedule; X is never sellable online (checks in migration 0008). */
    /** A narcotic or psychotropic (NDPS Act) medicine: never sold online (decision 026). */
    narcotic: boolean('narcotic').notNull().default(false),
    drugSchedule: text('drug_schedule', { enum: ['OTC', 'H', 'H1', 'X'] })
      .notNull()
      .default('OTC'),
    /** Set by an admin's delete: the row stays for the orders that name it, out of the shop (inactive). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Maintained by a trigger (see migrations): weighted name > brand > ingredient/tags > description. */
    searchVector: tsvector('search_vector'),
    /** The product page's JSON document, maintained by triggers (migration 0026, decision 034); read by productDetail only. */
    detailDoc: text('detail_doc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    // The listing indexes (one per sort, partial on active, covering the filter columns) and the
    // C-collated name index for prefix suggestions are in migration 0002: drizzle-kit cannot express
    // INCLUDE or COLLATE on an expression.
    index('products_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
    index('products_featured_idx')
      .on(t.featuredRank)
      .where(sql`${t.featuredRank} is not null`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('products_max_per_order_check', sql`max_per_order is null or max_per_order between 1 and 100`),
    // The admin table's indexes (migration 0008): newest first among live products, by filter.
    index('products_admin_id_idx')
      .on(sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('products_admin_category_idx')
      .on(t.categorySlug, sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('products_admin_schedule_idx')
      .on(t.drugSchedule, sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('products_admin_stock_idx')
      .on(t.stockQuantity, sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('products_admin_composition_review_idx')
      .on(sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null and ${t.compositionReviewPending}`),
    index('products_admin_inactive_idx')
      .on(sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null and not ${t.active}`),
    // Generic substitution (migration 0021): same salt and strength, same form, cheapest first.
    index('products_substitutes_idx')
      .on(sql`lower(regexp_replace(${t.activeIngredient}, '\s+', '', 'g'))`, sql`lower(${t.dosageForm})`, t.pricePaise)
      .where(sql`${t.active} and ${t.activeIngredient} is not null`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    label: text('label').notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    stock: integer('stock').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('product_variants_sku_key').on(t.sku), index('product_variants_product_idx').on(t.productId, t.sortOrder)],
);
