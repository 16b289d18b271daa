-- Decision 026: prescription-gated checkout, the pharmacist's review, the ledger and the Schedule H1 register.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status in ('pending', 'unpaid', 'awaiting_prescription', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_prescription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_awaiting_prescription_idx" ON "orders" ("created_at", "id") WHERE status = 'awaiting_prescription';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "narcotic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- As Schedule X (migration 0008): a narcotic product is never active, so the shop never offers it.
ALTER TABLE "products" ADD CONSTRAINT "products_narcotic_not_sellable_check" CHECK (NOT narcotic OR NOT active);--> statement-breakpoint
CREATE TABLE "order_prescriptions" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id"),
	CONSTRAINT "order_prescriptions_pkey" PRIMARY KEY ("order_id", "prescription_id")
);--> statement-breakpoint
CREATE INDEX "order_prescriptions_prescription_idx" ON "order_prescriptions" ("prescription_id");--> statement-breakpoint
CREATE TABLE "pharmacist_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"registration_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "prescription_line_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE cascade,
	"decision" text NOT NULL,
	"prescription_medicine_id" integer REFERENCES "prescription_medicines"("id"),
	"prescribed_quantity" integer,
	"valid_until" date,
	"reason" text,
	"reason_text" text,
	"pharmacist_id" integer NOT NULL REFERENCES "users"("id"),
	"pharmacist_registration" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_line_decisions_decision_check" CHECK (decision in ('approved', 'rejected')),
	CONSTRAINT "prescription_line_decisions_reason_check" CHECK (reason is null or reason in ('illegible', 'expired', 'medicine_not_on_prescription', 'quantity_exceeds_prescription', 'prescriber_details_missing', 'patient_name_mismatch', 'other')),
	CONSTRAINT "prescription_line_decisions_shape_check" CHECK (
		(decision = 'approved' and prescription_medicine_id is not null and prescribed_quantity > 0 and valid_until is not null)
		or (decision = 'rejected' and reason is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_line_decisions_item_key" ON "prescription_line_decisions" ("order_item_id");--> statement-breakpoint
CREATE INDEX "prescription_line_decisions_medicine_idx" ON "prescription_line_decisions" ("prescription_medicine_id") WHERE decision = 'approved';--> statement-breakpoint
CREATE INDEX "prescription_line_decisions_order_idx" ON "prescription_line_decisions" ("order_id");--> statement-breakpoint
CREATE TABLE "prescription_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_medicine_id" integer NOT NULL REFERENCES "prescription_medicines"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"quantity" integer NOT NULL,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_ledger_quantity_check" CHECK (quantity > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_ledger_item_key" ON "prescription_ledger" ("order_item_id");--> statement-breakpoint
CREATE INDEX "prescription_ledger_medicine_idx" ON "prescription_ledger" ("prescription_medicine_id");--> statement-breakpoint
CREATE TABLE "schedule_h1_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id"),
	"dispatched_at" timestamp with time zone NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"patient_name" text NOT NULL,
	"drug_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"user_order_number" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_h1_register_item_key" ON "schedule_h1_register" ("order_item_id");--> statement-breakpoint
CREATE INDEX "schedule_h1_register_dispatched_idx" ON "schedule_h1_register" ("dispatched_at", "id");
