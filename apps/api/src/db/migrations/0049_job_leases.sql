-- One row per scheduled background job (modules/jobs): the instance holding its lease and until when,
-- and when it may run next. Every instance runs the same scheduler; a job acts only where its lease was
-- claimed, so a periodic sweep runs once per period across all instances. A lease whose holder died
-- (killed mid-job) runs out at lease_until and the next instance to look takes the job over.
CREATE TABLE "job_leases" (
  "name" text PRIMARY KEY NOT NULL,
  "holder" text,
  "lease_until" timestamp with time zone,
  "next_run_at" timestamp with time zone NOT NULL,
  "last_started_at" timestamp with time zone,
  "last_finished_at" timestamp with time zone,
  "last_error" text
);
