-- Order e-mails and login alerts (issue 11, decision 031). The outbox becomes transactional: a mail is
-- a row written in the transaction of the change it announces, kept as a template code and parameters
-- (so a later language can render it) beside the English rendering; with SMTP a relay sends unsent
-- rows and marks them. Devices a user has signed in from, for the new-device login alert.
ALTER TABLE "outbox_emails" ADD COLUMN "template" text;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "params" jsonb;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;
--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" ("id") WHERE template IS NOT NULL AND sent_at IS NULL;
--> statement-breakpoint
CREATE TABLE "user_devices" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "device_hash" text NOT NULL,
  "label" text NOT NULL,
  "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_hash_key" ON "user_devices" ("user_id", "device_hash");
