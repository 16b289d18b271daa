-- Admin → Payments (decision 060) lists attempts newest first, filtered by India-time dates and by
-- state: without these every page sorted the whole payments table. The provider has two values, so
-- it filters the rows these indexes find instead of having an index of its own.
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status", "created_at" DESC, "id" DESC);
