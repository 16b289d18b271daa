-- Orders: the unpaid state (a failed or abandoned payment the customer may retry or dismiss), the
-- fulfilment steps of the state machine, and when the current payment window opened.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status in ('pending', 'unpaid', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_payment_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "awaiting_payment_since" = "created_at";--> statement-breakpoint
-- Orders cancelled only because their payment failed were never paid: they become unpaid attempts.
UPDATE "orders" SET "status" = 'unpaid', "cancelled_at" = NULL, "current_location" = NULL
  WHERE "status" = 'cancelled' AND "payment_status" = 'failed'
  AND EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'Payment Failed');--> statement-breakpoint
-- Payments: closed attempts and refunds.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('initiated', 'pending', 'success', 'failed', 'superseded', 'refund_pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Older data may hold several open attempts or successes of one order: keep the newest open one and
-- the first success; the others are closed (open) or marked for refund (success) before the indexes.
UPDATE "payments" p SET "status" = 'superseded' WHERE p."status" in ('initiated', 'pending')
  AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."status" in ('initiated', 'pending') AND q."id" > p."id");--> statement-breakpoint
UPDATE "payments" p SET "status" = 'refund_pending' WHERE p."status" = 'success'
  AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."status" = 'success' AND q."id" < p."id");--> statement-breakpoint
-- At most one open attempt per order, and one successful payment per order.
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE status in ('initiated', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_order" ON "payments" USING btree ("order_id") WHERE status = 'success';--> statement-breakpoint
-- Products: most units of one product in one order (null: the default for its kind, see shared rules).
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK (max_per_order is null or max_per_order between 1 and 100);
