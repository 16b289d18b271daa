-- Online consultation fees go through the same payments ledger, providers and exactly-once indexes as
-- orders (decision 027): an attempt belongs to an order or to an appointment, never both.
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "appointment_id" integer REFERENCES "appointments"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_check" CHECK (num_nonnulls("order_id", "appointment_id") = 1);
--> statement-breakpoint
-- At most one open attempt per appointment, and one successful payment per appointment.
CREATE UNIQUE INDEX "payments_one_open_per_appointment" ON "payments" ("appointment_id") WHERE "appointment_id" IS NOT NULL AND status IN ('initiated', 'pending');
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_appointment" ON "payments" ("appointment_id") WHERE "appointment_id" IS NOT NULL AND status = 'success';
--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" ("appointment_id") WHERE "appointment_id" IS NOT NULL;
--> statement-breakpoint
-- Mails may carry small attachments (the appointment's calendar .ics); the outbox keeps them as
-- [{ filename, contentType, content }] with text content.
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;
