-- Bulk loads (the scale seeders, issue 27) insert a product and then its packs. Migration 0026's pack
-- trigger rewrites the product row once per pack (each rewrite rebuilding the product page document and
-- touching every products index), so a product with three packs was written four times. A session that
-- sets dawa.bulk_load = 'on' (only the seeders do, with SET LOCAL inside their transaction) skips those
-- per-pack rewrites and the document at insert, and rebuilds each batch's documents in one UPDATE after
-- its packs are in. Every other writer keeps the triggers exactly as before.
CREATE OR REPLACE FUNCTION product_variants_detail_doc_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('dawa.bulk_load', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN UPDATE products SET detail_doc = NULL WHERE id = OLD.product_id; END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN UPDATE products SET detail_doc = NULL WHERE id = NEW.product_id; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_detail_doc_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND coalesce(current_setting('dawa.bulk_load', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.detail_doc := product_detail_doc(NEW);
  RETURN NEW;
END
$$;
