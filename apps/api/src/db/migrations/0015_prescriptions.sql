-- Prescriptions, their medicines and the analysis queue (decision 023).
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"source" text DEFAULT 'upload' NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_key" text,
	"original_name" text DEFAULT '' NOT NULL,
	"content_type" text,
	"size_bytes" integer,
	"note" text DEFAULT '' NOT NULL,
	"doctor_name" text,
	"doctor_registration_number" text,
	"prescribed_on" date,
	"patient_name" text,
	"extracted_text" text,
	"reading_method" text,
	"analysis_error" text,
	"analyzed_at" timestamp with time zone,
	"appointment_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK (status in ('uploaded', 'analyzing', 'analyzed', 'failed', 'pending', 'approved', 'rejected')),
	CONSTRAINT "prescriptions_source_check" CHECK (source in ('upload', 'e_prescription')),
	-- An upload always has its file; an e-prescription never does.
	CONSTRAINT "prescriptions_file_check" CHECK ((source = 'upload') = (file_key is not null))
);
--> statement-breakpoint
-- 'My Prescriptions', newest first, without deleted ones.
CREATE INDEX "prescriptions_user_created_idx" ON "prescriptions" ("user_id", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The pharmacist's queue and the admin lists filter by status.
CREATE INDEX "prescriptions_status_created_idx" ON "prescriptions" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_file_key" ON "prescriptions" ("file_key");
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"name_as_written" text NOT NULL,
	"strength" text,
	"form" text,
	"dose" text,
	"frequency" text,
	"duration" text,
	"duration_days" integer,
	"quantity" integer,
	"instructions" text,
	"product_id" integer REFERENCES "products"("id") ON DELETE SET NULL,
	"matched_by" text,
	"confidence" real DEFAULT 0 NOT NULL,
	CONSTRAINT "prescription_medicines_confidence_check" CHECK (confidence >= 0 and confidence <= 1),
	CONSTRAINT "prescription_medicines_matched_by_check" CHECK (matched_by is null or matched_by in ('brand', 'salt'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_medicines_position_key" ON "prescription_medicines" ("prescription_id", "position");
--> statement-breakpoint
-- Checkout looks up which of a customer's prescriptions name a product.
CREATE INDEX "prescription_medicines_product_idx" ON "prescription_medicines" ("product_id");
--> statement-breakpoint
CREATE TABLE "prescription_analysis_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "prescription_analysis_jobs_status_check" CHECK (status in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
-- One open analysis per prescription: a second 'Analyze' while one runs joins it.
CREATE UNIQUE INDEX "prescription_analysis_jobs_open_key" ON "prescription_analysis_jobs" ("prescription_id") WHERE status in ('queued', 'running');
--> statement-breakpoint
-- Workers claim the oldest due job.
CREATE INDEX "prescription_analysis_jobs_due_idx" ON "prescription_analysis_jobs" ("run_after", "id") WHERE status = 'queued';
