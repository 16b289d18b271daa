-- The GST invoice (issue 11, decision 030): HSN code and GST rate of each product, stock batches with
-- their expiry dates, the batches an order's lines were packed from (first expiry first out), and the
-- invoice number series (gap-free per financial year, assigned when an order's invoice is first issued).
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '3004' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" smallint DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK (gst_rate_percent in (0, 5, 12, 18, 28));
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK (hsn_code ~ '^[0-9]{4,8}$');
--> statement-breakpoint
-- The class of each category: GST_CLASS_BY_CATEGORY in packages/shared/src/commerce/gst.ts.
UPDATE "products" SET "hsn_code" = c.hsn, "gst_rate_percent" = c.rate
FROM (VALUES
  ('diabetes', '3004', 5), ('heart', '3004', 5), ('blood-pressure', '3004', 5),
  ('vitamins-supplements', '2106', 18), ('nutraceuticals', '2106', 18),
  ('cosmetics', '3304', 18), ('devices', '9018', 12), ('therapy-devices', '9019', 12)
) AS c(slug, hsn, rate)
WHERE "products"."category_slug" = c.slug;
--> statement-breakpoint
-- An order line's tax class, copied from its product when the invoice is first issued (it never changes after).
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_percent" smallint;
--> statement-breakpoint
CREATE TABLE "stock_batches" (
  "id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "batch_number" text NOT NULL,
  "expiry_date" date NOT NULL,
  "quantity" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "stock_batches_quantity_check" CHECK (quantity >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_product_batch_key" ON "stock_batches" ("product_id", "batch_number");
--> statement-breakpoint
CREATE INDEX "stock_batches_fefo_idx" ON "stock_batches" ("product_id", "expiry_date", "id");
--> statement-breakpoint
CREATE TABLE "order_item_batches" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
  "batch_id" integer REFERENCES "stock_batches"("id") ON DELETE SET NULL,
  "batch_number" text NOT NULL,
  "expiry_date" date NOT NULL,
  "quantity" integer NOT NULL,
  CONSTRAINT "order_item_batches_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE INDEX "order_item_batches_item_idx" ON "order_item_batches" ("order_item_id");
--> statement-breakpoint
CREATE TABLE "invoice_series" (
  "financial_year" text PRIMARY KEY NOT NULL,
  "last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "invoice_number" text NOT NULL,
  "financial_year" text NOT NULL,
  "sequence" integer NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" ("invoice_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" ("financial_year", "sequence");
--> statement-breakpoint
-- Products already in stock get two batches (older one first out), as the seed gives new ones.
INSERT INTO "stock_batches" ("product_id", "batch_number", "expiry_date", "quantity")
SELECT p.id, b.prefix || lpad(p.id::text, 6, '0'), (current_date + b.months * interval '1 month')::date,
       CASE WHEN b.prefix = 'A' THEN p.stock_quantity * 2 / 5 ELSE p.stock_quantity - p.stock_quantity * 2 / 5 END
FROM "products" p CROSS JOIN (VALUES ('A', 8), ('B', 20)) AS b(prefix, months)
WHERE p.stock_quantity > 0;
