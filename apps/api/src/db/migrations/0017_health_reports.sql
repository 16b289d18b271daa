-- Health reports (issue 13): a patient's own records, with an uploaded file (private, served only
-- through an authorised route; registered in stored_files as health_report) or a web address.
CREATE TABLE "health_reports" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "title" text NOT NULL,
  "description" text NOT NULL,
  "food" text DEFAULT '' NOT NULL,
  "medicines" text DEFAULT '' NOT NULL,
  "allergies" text DEFAULT '' NOT NULL,
  "food_habits" text DEFAULT '' NOT NULL,
  "past_treatments" text DEFAULT '' NOT NULL,
  "file_key" text,
  "file_name" text,
  "file_content_type" text,
  "external_url" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "health_reports_title_check" CHECK (length(btrim("title")) BETWEEN 1 AND 200),
  CONSTRAINT "health_reports_description_check" CHECK (length(btrim("description")) BETWEEN 1 AND 5000),
  CONSTRAINT "health_reports_file_or_url_check" CHECK ("file_key" IS NULL OR "external_url" IS NULL),
  CONSTRAINT "health_reports_url_check" CHECK ("external_url" IS NULL OR "external_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE INDEX "health_reports_user_created_idx" ON "health_reports" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "health_reports_created_idx" ON "health_reports" ("created_at" DESC, "id" DESC);
