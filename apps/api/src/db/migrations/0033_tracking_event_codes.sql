-- Tracking events as codes (decision 040): the sentence's key in the orders catalogue and its values,
-- worded in the customer's language by the browser. The English description stays for staff and API callers.
ALTER TABLE "order_events" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "message_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing rows: the state machine wrote a fixed set of sentences, so each known one gets its key back.
UPDATE "order_events" SET "message_key" = CASE "description"
  WHEN 'Your order has been placed.' THEN 'placed'
  WHEN 'Your order is confirmed and being prepared.' THEN 'confirmed'
  WHEN 'Your order is confirmed and being prepared. Pay when it is delivered.' THEN 'codConfirmed'
  WHEN 'A pharmacist is checking your prescription. Your order is confirmed once it is approved.' THEN 'awaitingPrescription'
  WHEN 'A pharmacist approved your prescription.' THEN 'prescriptionApproved'
  WHEN 'You chose to pay again; the items are reserved for you for 30 minutes.' THEN 'paymentRetried'
  WHEN 'Order has been cancelled as requested' THEN 'cancelled'
  WHEN 'Arrived at the sorting hub.' THEN 'arrivedAtFacility'
  WHEN 'Your order has been packed.' THEN 'packed'
  WHEN 'Your order has been shipped.' THEN 'shipped'
  WHEN 'Your order is out for delivery.' THEN 'outForDelivery'
  WHEN 'Your order has been delivered.' THEN 'delivered'
END
WHERE "message_key" IS NULL;--> statement-breakpoint
-- Sentences with values: the value is taken back out of the sentence.
UPDATE "order_events"
SET "message_key" = 'paymentReceived',
    "message_params" = jsonb_build_object('transaction', substring("description" FROM '^Payment received \(transaction (.+)\)\.$'))
WHERE "message_key" IS NULL AND "status" = 'Payment Received' AND "description" ~ '^Payment received \(transaction .+\)\.$';--> statement-breakpoint
UPDATE "order_events"
SET "message_key" = 'paymentRefunded',
    "message_params" = jsonb_build_object('transaction', substring("description" FROM '^A payment \(transaction (.+?)\) arrived that this order did not need; '))
WHERE "message_key" IS NULL AND "status" = 'Payment Refunded'
  AND "description" ~ '^A payment \(transaction .+\) arrived that this order did not need; it was refunded automatically and reaches you in 5-7 business days\.$';--> statement-breakpoint
UPDATE "order_events"
SET "message_key" = 'refunded',
    "message_params" = jsonb_build_object('transaction', substring("description" FROM '^Your payment \(transaction (.+?)\) was refunded; '))
WHERE "message_key" IS NULL AND "status" = 'Refunded'
  AND "description" ~ '^Your payment \(transaction .+\) was refunded; it reaches you in 5-7 business days\.$';--> statement-breakpoint
-- The pharmacist's own words follow the fixed start (they may span lines).
UPDATE "order_events"
SET "message_key" = 'prescriptionRejected',
    "message_params" = jsonb_build_object('reason', substr("description", length('A pharmacist could not approve your prescription: ') + 1))
WHERE "message_key" IS NULL AND "status" = 'Prescription Rejected'
  AND starts_with("description", 'A pharmacist could not approve your prescription: ');
