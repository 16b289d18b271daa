-- Appointments (issue 13, decision 027). Times are UTC instants; the clinic shows them in Asia/Kolkata.
-- btree_gist lets the exclusion constraints below compare doctor_id / patient_id with "=" inside a GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id") ON DELETE RESTRICT,
	"mode" text NOT NULL,
	"appointment_type" text DEFAULT 'consultation' NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"payment_status" text NOT NULL,
	-- An unpaid online booking holds its slot until this instant, then the sweep releases it.
	"payment_due_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"cancellation_reason" text,
	-- A reschedule moves the row in place (the payment stays linked); the start it had before the last move.
	"rescheduled_from" timestamp with time zone,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"consultation_notes" text,
	-- Reminder mails already queued for the current start; a reschedule clears them so new ones go.
	"reminder_24h_sent_at" timestamp with time zone,
	"reminder_1h_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_mode_check" CHECK ("mode" IN ('clinic', 'online')),
	CONSTRAINT "appointments_type_check" CHECK ("appointment_type" IN ('consultation', 'follow-up', 'prescription-review')),
	CONSTRAINT "appointments_reason_check" CHECK (char_length(btrim("reason")) BETWEEN 1 AND 1000),
	CONSTRAINT "appointments_range_check" CHECK ("ends_at" > "starts_at" AND "ends_at" <= "starts_at" + interval '4 hours'),
	CONSTRAINT "appointments_status_check" CHECK ("status" IN ('pending_payment', 'scheduled', 'confirmed', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "appointments_fee_check" CHECK ("fee_paise" >= 0),
	CONSTRAINT "appointments_payment_status_check" CHECK ("payment_status" IN ('pay_at_clinic', 'awaiting', 'paid', 'unpaid', 'refund_pending', 'refunded')),
	CONSTRAINT "appointments_cancelled_check" CHECK (("status" = 'cancelled') = ("cancelled_at" IS NOT NULL)),
	CONSTRAINT "appointments_cancellation_reason_check" CHECK ("cancellation_reason" IS NULL OR char_length("cancellation_reason") <= 500),
	CONSTRAINT "appointments_notes_check" CHECK ("consultation_notes" IS NULL OR char_length("consultation_notes") <= 10000),
	CONSTRAINT "appointments_reschedule_count_check" CHECK ("reschedule_count" >= 0),
	-- Double booking is impossible in the database: no two appointments of one doctor that still hold
	-- their time (anything not cancelled) overlap, whatever the code above does or however many race.
	CONSTRAINT "appointments_doctor_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled'),
	-- Nor can one patient hold two appointments at the same time.
	CONSTRAINT "appointments_patient_no_overlap" EXCLUDE USING gist ("patient_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled')
);
--> statement-breakpoint
-- The patient's list (all three tabs read it, newest first).
CREATE INDEX "appointments_patient_idx" ON "appointments" ("patient_id", "starts_at" DESC, "id" DESC);
--> statement-breakpoint
-- A doctor's schedule by day (and the slot computation's existing bookings).
CREATE INDEX "appointments_doctor_day_idx" ON "appointments" ("doctor_id", "starts_at");
--> statement-breakpoint
-- The admin list: newest first, optionally by status or mode (doctor filter uses the index above).
CREATE INDEX "appointments_admin_idx" ON "appointments" ("starts_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" ("status", "starts_at" DESC);
--> statement-breakpoint
-- Reminders due: live appointments whose 1-hour reminder has not gone yet (the 24-hour one goes before it).
CREATE INDEX "appointments_reminders_due_idx" ON "appointments" ("starts_at") WHERE "status" IN ('scheduled', 'confirmed') AND "reminder_1h_sent_at" IS NULL;
--> statement-breakpoint
-- Unpaid online bookings whose hold runs out.
CREATE INDEX "appointments_payment_due_idx" ON "appointments" ("payment_due_at") WHERE "status" = 'pending_payment';
