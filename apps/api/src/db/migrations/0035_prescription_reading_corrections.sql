-- The pharmacist's correction loop (issue 24): what the reader flagged on each medicine, what OCR read
-- before the reader corrected a name, and every correction a pharmacist made, field by field.
ALTER TABLE "prescription_medicines" ADD COLUMN "read_as" text;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "reading_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE TABLE "prescription_reading_corrections" (
  "id" serial PRIMARY KEY NOT NULL,
  "prescription_id" integer NOT NULL REFERENCES "prescriptions"("id") ON DELETE cascade,
  "prescription_medicine_id" integer REFERENCES "prescription_medicines"("id") ON DELETE cascade,
  "field" text NOT NULL,
  "read_value" text,
  "corrected_value" text,
  "corrected_by" integer NOT NULL REFERENCES "users"("id"),
  "corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "prescription_reading_corrections_prescription_idx" ON "prescription_reading_corrections" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescription_reading_corrections_medicine_idx" ON "prescription_reading_corrections" USING btree ("prescription_medicine_id");--> statement-breakpoint
CREATE INDEX "prescription_reading_corrections_at_idx" ON "prescription_reading_corrections" USING btree ("corrected_at");
