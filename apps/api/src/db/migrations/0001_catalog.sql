CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"label" text NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"manufacturer" text NOT NULL,
	"category_slug" text NOT NULL,
	"description" text NOT NULL,
	"dosage" text,
	"dosage_form" text,
	"pack_size" text,
	"active_ingredient" text,
	"inactive_ingredients" text[] DEFAULT '{}' NOT NULL,
	"country_of_origin" text DEFAULT 'India' NOT NULL,
	"price_paise" integer NOT NULL,
	"base_price_paise" integer,
	"mrp_paise" integer NOT NULL,
	"stock_quantity" integer DEFAULT 100 NOT NULL,
	"requires_prescription" boolean DEFAULT false NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"purchase_count" integer DEFAULT 0 NOT NULL,
	"seller_name" text NOT NULL,
	"seller_rating" double precision NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"shipping_info" text,
	"delivery_estimate" text,
	"authentic_guarantee" boolean DEFAULT true NOT NULL,
	"side_effects" text[] DEFAULT '{}' NOT NULL,
	"storage" text,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"featured_rank" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank") WHERE "products"."featured_rank" is not null;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);