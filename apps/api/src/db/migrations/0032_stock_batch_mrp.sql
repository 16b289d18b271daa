ALTER TABLE "stock_batches" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_mrp_check" CHECK (mrp_paise is null or mrp_paise > 0);
