-- GST after a cancellation (issue 21.8): an issued invoice stays and a credit note reverses it, numbered
-- in a gap-free series of its own per financial year and linked to the invoice (one per invoice).
-- (Also the cart's promo code, below.) Each order line keeps its own part of the promo discount, fixed at checkout: a category code lowers
-- the taxable value of the lines it covers only (null on lines from before: shared over all lines).
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK (discount_paise is null or (discount_paise >= 0 and discount_paise <= line_total_paise));--> statement-breakpoint
CREATE TABLE "credit_note_series" (
  "financial_year" text PRIMARY KEY NOT NULL,
  "last_number" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "credit_notes" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "invoices"("order_id") ON DELETE cascade,
  "credit_note_number" text NOT NULL,
  "financial_year" text NOT NULL,
  "sequence" integer NOT NULL,
  "reason" text NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_key" ON "credit_notes" ("financial_year", "sequence");--> statement-breakpoint
-- The promo code applied in a signed-in customer's cart stays with the server cart (issue 21.7): it follows
-- them to another browser or device, as the lines do, and goes with the cart.
CREATE TABLE "cart_promos" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "code" text NOT NULL REFERENCES "promo_codes"("code") ON DELETE cascade,
  "applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
