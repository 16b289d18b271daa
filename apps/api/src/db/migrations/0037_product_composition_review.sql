-- A product saved by staff with salts the drug information does not know waits for a pharmacist (issue 21, item 4).
ALTER TABLE "products" ADD COLUMN "composition_review_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_admin_composition_review_idx" ON "products" USING btree ("id" desc) WHERE "deleted_at" is null and "composition_review_pending";
