-- Site Content and Uploaded Documents (decision 020).
-- Blog articles move from code to the database; the start seeds the built-in ones into an empty table.
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_slug_key" ON "blog_articles" ("slug");
--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" ("published_on" DESC, "title") WHERE "published";
--> statement-breakpoint
-- Policy pages: every edit is a new row (old versions stay readable); the public page shows the newest published one.
CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_page_check" CHECK (page in ('shipping', 'returns', 'privacy', 'terms', 'legal', 'faq'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_page_version_key" ON "policy_versions" ("page", "version");
--> statement-breakpoint
-- The home page's hero banner: the newest active one whose window holds now is shown.
CREATE TABLE "hero_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_href" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_banners_window_check" CHECK (ends_at is null or ends_at > starts_at)
);
--> statement-breakpoint
-- Every uploaded file the store keeps, by storage key (Uploaded Documents). Private files are read
-- only through the admin route; the owner reference is cleared when the document is deleted.
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"owner_user_id" integer,
	"owner_ref" text,
	"original_name" text DEFAULT '' NOT NULL,
	"size_bytes" integer,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_category_check" CHECK (category in ('profile_picture', 'review_photo', 'product_image', 'doctor_photo', 'prescription', 'health_report'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" ("key");
--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "stored_files_category_created_idx" ON "stored_files" ("category", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Avatars and review photos are referenced from their owners' rows: these triggers keep the registry
-- equal to the references in the same transaction, whichever code path sets or clears them.
CREATE OR REPLACE FUNCTION stored_files_track_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.profile_picture_key IS NOT DISTINCT FROM NEW.profile_picture_key THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.profile_picture_key IS NOT NULL THEN
    DELETE FROM stored_files WHERE key = 'avatars/' || OLD.profile_picture_key;
  END IF;
  IF NEW.profile_picture_key IS NOT NULL THEN
    INSERT INTO stored_files (key, category, owner_user_id, original_name, content_type)
    VALUES ('avatars/' || NEW.profile_picture_key, 'profile_picture', NEW.id, 'profile-picture.jpg', 'image/jpeg')
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_stored_files_avatar" AFTER INSERT OR UPDATE OF "profile_picture_key" ON "users"
  FOR EACH ROW EXECUTE FUNCTION stored_files_track_avatar();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stored_files_track_review_photos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM stored_files
    WHERE key IN (
      SELECT 'review-photos/' || k FROM unnest(OLD.image_keys) AS k
      WHERE TG_OP = 'DELETE' OR NOT (k = ANY (NEW.image_keys))
    );
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  INSERT INTO stored_files (key, category, owner_user_id, owner_ref, original_name, content_type)
  SELECT 'review-photos/' || k, 'review_photo', NEW.user_id, NEW.id::text, 'review-photo.jpg', 'image/jpeg'
  FROM unnest(NEW.image_keys) AS k
  ON CONFLICT (key) DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_stored_files_photos" AFTER INSERT OR UPDATE OF "image_keys" OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION stored_files_track_review_photos();
--> statement-breakpoint
-- Backfill: the files uploaded before the registry existed.
INSERT INTO stored_files (key, category, owner_user_id, original_name, content_type, created_at)
SELECT 'avatars/' || profile_picture_key, 'profile_picture', id, 'profile-picture.jpg', 'image/jpeg', updated_at
FROM users WHERE profile_picture_key IS NOT NULL
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
INSERT INTO stored_files (key, category, owner_user_id, owner_ref, original_name, content_type, created_at)
SELECT 'review-photos/' || k, 'review_photo', r.user_id, r.id::text, 'review-photo.jpg', 'image/jpeg', r.updated_at
FROM reviews r, unnest(r.image_keys) AS k
ON CONFLICT (key) DO NOTHING;
