-- Staff roles: pharmacists join users, doctors and admins (decision 016).
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'doctor', 'pharmacist', 'admin'));
--> statement-breakpoint
-- The few staff rows: counting admins (the last-admin rule) must not scan every customer.
CREATE INDEX "users_staff_role_idx" ON "users" ("role") WHERE "role" <> 'user' AND "deleted_at" IS NULL;
--> statement-breakpoint
-- User Management searches name and e-mail anywhere in the text: a trigram index serves ILIKE '%q%'.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
-- Every staff write (and later every staff view of private health data), append-only. No foreign
-- key to users: the record must outlive whatever it records; who acted is copied in at the time.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_role" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" ("occurred_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "occurred_at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" (lower("actor_email"), "occurred_at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity_type", "entity_id", "occurred_at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "occurred_at" DESC);
--> statement-breakpoint
-- Append-only at the database level: whatever the application does, a row once written stays.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
