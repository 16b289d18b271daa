-- The check across a customer's medicines (issue 23): the warnings an order raised against the
-- customer's other prescriptions and recent orders, and the pharmacist's record of reviewing them.
CREATE TABLE "order_medicine_checks" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "warnings" jsonb NOT NULL,
  "checked_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reviewed_by" integer REFERENCES "users"("id"),
  "reviewed_at" timestamp with time zone,
  "review_note" text
);
