-- A product saved by staff with salts the drug information does not know waits for a pharmacist (issue 21, item 4).
ALTER TABLE "products" ADD COLUMN "composition_review_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_admin_composition_review_idx" ON "products" USING btree ("id" desc) WHERE "deleted_at" is null and "composition_review_pending";
--> statement-breakpoint
-- A product sold in packs (variants) receives stock per pack: the batch names its pack, and packing draws from that pack's batches.
ALTER TABLE "stock_batches" ADD COLUMN "variant_id" integer REFERENCES "product_variants"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "stock_batches_variant_fefo_idx" ON "stock_batches" USING btree ("variant_id","expiry_date","id") WHERE "variant_id" is not null;
