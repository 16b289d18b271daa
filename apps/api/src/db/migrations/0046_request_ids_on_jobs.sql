-- The request that queued a job (its X-Request-Id / Fastify reqId): the job's log lines carry it, so one
-- id follows an upload from the request to its analysis, and an order change to its mail (decision 052).
ALTER TABLE prescription_analysis_jobs ADD COLUMN request_id text;
--> statement-breakpoint
ALTER TABLE outbox_emails ADD COLUMN request_id text;
