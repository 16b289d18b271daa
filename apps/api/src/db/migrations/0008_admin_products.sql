-- Admin product management: drug schedules, soft delete, and the indexes of the admin product table.
-- Drug schedule of the Drugs and Cosmetics Rules: OTC (no prescription), H and H1 (prescription), X
-- (narcotic and psychotropic: never sold online). Existing rows: prescription products are H, others OTC.
ALTER TABLE products ADD COLUMN drug_schedule text NOT NULL DEFAULT 'OTC';
--> statement-breakpoint
UPDATE products SET drug_schedule = 'H' WHERE requires_prescription;
--> statement-breakpoint
-- A deleted product keeps its row (orders point at it) but leaves the shop: deleted means inactive.
ALTER TABLE products ADD COLUMN deleted_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE products
  ADD CONSTRAINT products_drug_schedule_check CHECK (drug_schedule IN ('OTC', 'H', 'H1', 'X')),
  ADD CONSTRAINT products_schedule_x_not_sellable_check CHECK (drug_schedule <> 'X' OR NOT active),
  ADD CONSTRAINT products_schedule_prescription_check CHECK (drug_schedule = 'OTC' OR requires_prescription),
  ADD CONSTRAINT products_deleted_inactive_check CHECK (deleted_at IS NULL OR NOT active);
--> statement-breakpoint
-- The admin table lists live (not deleted) products newest first, optionally within a category or a
-- schedule, or by stock: each is an ordered index walk that stops after one page.
CREATE INDEX products_admin_id_idx ON products (id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX products_admin_category_idx ON products (category_slug, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX products_admin_schedule_idx ON products (drug_schedule, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX products_admin_stock_idx ON products (stock_quantity, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Inactive products are few: without this, "show inactive" walks the whole catalogue to find them.
CREATE INDEX products_admin_inactive_idx ON products (id DESC) WHERE deleted_at IS NULL AND NOT active;
