-- Doctor profiles and their scheduling data (decision 019). The care issue computes slots from these.
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo_key" text,
	"specialization" text NOT NULL,
	"qualifications" text NOT NULL,
	"experience_years" integer NOT NULL,
	"registration_number" text NOT NULL,
	"medical_council" text NOT NULL,
	"consultation_fee_paise" integer NOT NULL,
	"follow_up_fee_paise" integer NOT NULL,
	"offers_online_consultation" boolean DEFAULT false NOT NULL,
	"clinic_address" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"booking_window_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_fees_check" CHECK ("consultation_fee_paise" >= 0 AND "follow_up_fee_paise" >= 0),
	CONSTRAINT "doctors_experience_check" CHECK ("experience_years" BETWEEN 0 AND 70),
	CONSTRAINT "doctors_slot_minutes_check" CHECK ("slot_minutes" IN (10, 15, 20, 30, 45, 60)),
	CONSTRAINT "doctors_buffer_check" CHECK ("buffer_minutes" BETWEEN 0 AND 60),
	CONSTRAINT "doctors_notice_check" CHECK ("min_notice_minutes" BETWEEN 0 AND 10080),
	CONSTRAINT "doctors_window_check" CHECK ("booking_window_days" BETWEEN 1 AND 90)
);
--> statement-breakpoint
-- At most one profile per doctor account.
CREATE UNIQUE INDEX "doctors_user_key" ON "doctors" ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- A council issues a registration number once.
CREATE UNIQUE INDEX "doctors_registration_key" ON "doctors" ("medical_council", "registration_number");
--> statement-breakpoint
-- Lists page by name; filters on specialization, mode and active use these (designed for 100,000 rows).
CREATE INDEX "doctors_name_idx" ON "doctors" (lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "doctors_specialization_idx" ON "doctors" ("specialization", lower("name"));
--> statement-breakpoint
CREATE INDEX "doctors_active_name_idx" ON "doctors" (lower("name"), "id") WHERE "active";
--> statement-breakpoint
-- Search matches anywhere in name, specialization or city: a trigram index serves ILIKE '%q%'.
CREATE INDEX "doctors_search_trgm_idx" ON "doctors" USING gin ((lower("name" || ' ' || "specialization" || ' ' || "city")) gin_trgm_ops);
--> statement-breakpoint
-- The patients' search (GET /api/doctors) matches name or specialization only, as the spec says.
CREATE INDEX "doctors_public_search_trgm_idx" ON "doctors" USING gin ((lower("name" || ' ' || "specialization")) gin_trgm_ops) WHERE "active";
--> statement-breakpoint
-- Weekly hours per mode, wall-clock times in Asia/Kolkata (no daylight saving there).
CREATE TABLE "doctor_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"mode" text NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "doctor_availability_mode_check" CHECK ("mode" IN ('clinic', 'online')),
	CONSTRAINT "doctor_availability_day_check" CHECK ("day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "doctor_availability_range_check" CHECK ("end_time" > "start_time")
);
--> statement-breakpoint
CREATE INDEX "doctor_availability_doctor_idx" ON "doctor_availability" ("doctor_id", "day_of_week", "start_time");
--> statement-breakpoint
-- Dates a doctor does not see patients (leave, conferences), inclusive ranges.
CREATE TABLE "doctor_date_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "doctor_date_overrides_range_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "doctor_date_overrides_doctor_idx" ON "doctor_date_overrides" ("doctor_id", "start_date");
