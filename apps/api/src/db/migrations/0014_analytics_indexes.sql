-- Analytics reads orders by creation time through orders_created_idx (0013), and new customers by
-- creation time over a date range (decision 022).
CREATE INDEX IF NOT EXISTS "users_customer_created_idx" ON "users" ("created_at") WHERE "role" = 'user';--> statement-breakpoint
-- All Dashboards counts orders waiting for fulfilment (low stock uses products_admin_stock_idx).
CREATE INDEX IF NOT EXISTS "orders_awaiting_fulfilment_idx" ON "orders" ("status") WHERE "status" IN ('confirmed', 'packed');
