-- Why a customer cancelled (decision 034): a code from the shared list (packages/shared/src/commerce/cancel-reasons.ts)
-- and, for 'other', their own words. The API validates both; the checks keep other writers honest.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK (cancel_reason IS NULL OR cancel_reason IN ('changed_mind', 'ordered_by_mistake', 'found_cheaper', 'delivery_too_slow', 'wrong_address_or_items', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_note_check" CHECK (cancel_reason_note IS NULL OR char_length(cancel_reason_note) <= 300);
--> statement-breakpoint
-- The product page's document, kept by the database (decision 034): the product row (less its search
-- vector), its category's name and its packs, as one JSON text. GET /api/products/{id} reads this one
-- column by primary key instead of joining three tables and decoding forty columns per view, which
-- on the embedded database is most of the time of a product page. Triggers keep it current through
-- every writer (admin edits, stock taken and given back, ratings from reviews, packs, category names).
ALTER TABLE "products" ADD COLUMN "detail_doc" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_detail_doc(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'product', to_jsonb(p) - 'search_vector' - 'detail_doc',
    'categoryName', (SELECT c.name FROM categories c WHERE c.slug = p.category_slug),
    'variants', coalesce((
      SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'label', v.label, 'pricePaise', v.price_paise, 'mrpPaise', v.mrp_paise, 'stock', v.stock) ORDER BY v.sort_order)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::json)
  )::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_detail_doc_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.detail_doc := product_detail_doc(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_detail_doc_trg BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_detail_doc_update();--> statement-breakpoint
-- A pack changed: its product's document is written again (the products trigger builds it).
CREATE OR REPLACE FUNCTION product_variants_detail_doc_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE products SET detail_doc = NULL WHERE id = OLD.product_id; END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN UPDATE products SET detail_doc = NULL WHERE id = NEW.product_id; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_detail_doc_trg AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_detail_doc_touch();--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_detail_doc_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET detail_doc = NULL WHERE category_slug = NEW.slug;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only a real rename: the server upserts the categories at every start, which must not rewrite the catalogue.
CREATE TRIGGER categories_detail_doc_trg AFTER UPDATE OF name ON categories FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_detail_doc_touch();--> statement-breakpoint
UPDATE products SET detail_doc = NULL;
