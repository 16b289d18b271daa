-- System Settings (admin dashboard section 8): one row per setting key, its value as JSON. The API
-- checks each value with the zod schema of its key (packages/shared system/settings.ts); absent keys
-- take their defaults. The site-lock password is kept here only as an argon2 hash.
CREATE TABLE IF NOT EXISTS "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
