-- Razorpay (decision 050): an attempt is a Razorpay order, created before the customer pays; its
-- payment id arrives later. Webhooks and status checks name the order, so it is kept and unique.
ALTER TABLE "payments" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id") WHERE provider_order_id IS NOT NULL;
