-- Why a customer cancelled (decision 034): a code from the shared list (packages/shared/src/commerce/cancel-reasons.ts)
-- and, for 'other', their own words. The API validates both; the checks keep other writers honest.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK (cancel_reason IS NULL OR cancel_reason IN ('changed_mind', 'ordered_by_mistake', 'found_cheaper', 'delivery_too_slow', 'wrong_address_or_items', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_note_check" CHECK (cancel_reason_note IS NULL OR char_length(cancel_reason_note) <= 300);
