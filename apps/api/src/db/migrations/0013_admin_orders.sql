-- Orders/Prescriptions section (issue 10): a version for the admins' optimistic check, the courier of
-- a shipped order, and indexes for the staff list (every order, newest first, by status or payment).
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" ("payment_status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" (lower("contact_email"));
