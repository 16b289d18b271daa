-- Which products changed, told to the process that keeps product pages in memory (decision 043). Every
-- change to a product page's answer is an UPDATE or DELETE of its products row: stock taken and given
-- back, receiving, admin edits, ratings from reviews, and (through the triggers of migration 0026) its
-- packs and its category's name. One notice per statement, after it, with the ids it touched ('*' for
-- more than 500, or a TRUNCATE); PostgreSQL delivers notices only when the transaction commits, and
-- none for a rollback. Only a session that asked (dawa.product_changes = 'notify', set by the embedded
-- database's single session) sends them: NOTIFY takes a database-wide lock at commit, which the server's
-- concurrent checkouts should not queue on for a cache the server does not keep.
CREATE OR REPLACE FUNCTION products_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF coalesce(current_setting('dawa.product_changes', true), '') <> 'notify' THEN RETURN NULL; END IF;
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSE
    SELECT CASE WHEN count(*) > 500 THEN '*' ELSE string_agg(DISTINCT id::text, ',') END INTO ids FROM changed_rows;
  END IF;
  IF ids IS NOT NULL THEN PERFORM pg_notify('product_changed', ids); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_changed_update_trg AFTER UPDATE ON products REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed_notify();--> statement-breakpoint
CREATE TRIGGER products_changed_delete_trg AFTER DELETE ON products REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed_notify();--> statement-breakpoint
CREATE TRIGGER products_changed_truncate_trg AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION products_changed_notify();
