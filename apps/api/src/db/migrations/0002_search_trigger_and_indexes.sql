-- Full-text document of a product, weighted name > brand > active ingredient and tags > description.
-- 'simple' keeps drug and brand names unstemmed; prefix queries (dol:*) serve search-as-you-type.
CREATE OR REPLACE FUNCTION products_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.brand, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.active_ingredient, '') || ' ' || array_to_string(NEW.tags, ' ')), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_trg
  BEFORE INSERT OR UPDATE OF name, brand, active_ingredient, tags, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_update();
--> statement-breakpoint
ALTER TABLE products
  ADD CONSTRAINT products_price_check CHECK (price_paise >= 0 AND mrp_paise >= price_paise),
  ADD CONSTRAINT products_stock_check CHECK (stock_quantity >= 0),
  ADD CONSTRAINT products_rating_check CHECK (rating >= 0 AND rating <= 5);
--> statement-breakpoint
ALTER TABLE product_variants
  ADD CONSTRAINT product_variants_price_check CHECK (price_paise >= 0 AND mrp_paise >= price_paise),
  ADD CONSTRAINT product_variants_stock_check CHECK (stock >= 0);
--> statement-breakpoint
-- Listing indexes: one per sort order, within a category and over the whole catalogue, partial on
-- active (every storefront query filters on it) and covering the filter columns, so that a page is an
-- ordered index walk and a count is an index-only scan once the table is vacuumed. Plain DESC (nulls
-- first) matches the ORDER BY the repository writes; a NULLS LAST index would not be used for it.
CREATE INDEX products_category_popularity_idx ON products (category_slug, review_count DESC, id)
  INCLUDE (stock_quantity, price_paise, base_price_paise, rating) WHERE active;
--> statement-breakpoint
CREATE INDEX products_category_price_idx ON products (category_slug, price_paise, id) WHERE active;
--> statement-breakpoint
CREATE INDEX products_category_rating_idx ON products (category_slug, rating DESC, review_count DESC, id) WHERE active;
--> statement-breakpoint
CREATE INDEX products_category_name_idx ON products (category_slug, name, id) WHERE active;
--> statement-breakpoint
CREATE INDEX products_popularity_idx ON products (review_count DESC, id)
  INCLUDE (stock_quantity, price_paise, base_price_paise, rating) WHERE active;
--> statement-breakpoint
CREATE INDEX products_price_idx ON products (price_paise, id) WHERE active;
--> statement-breakpoint
-- Name prefixes for suggestions, read in name order: byte-order collation makes LIKE 'dol%' a range scan.
CREATE INDEX products_name_prefix_idx ON products ((lower(name) COLLATE "C"), id) WHERE active;
--> statement-breakpoint
-- Statistics for the price the filters compare (basePrice, else price): without them the planner
-- guesses that a price range keeps 0.5% of rows and picks a full sort over an index walk.
CREATE STATISTICS products_filter_price_stats ON (coalesce(base_price_paise, price_paise)) FROM products;
