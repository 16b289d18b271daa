-- STORAGE=postgres (decision 051): uploaded files in the database, so a shop on PostgreSQL alone shares
-- them between instances. One row per file (its hash checked by storage:migrate), its bytes in chunks of
-- 256 KiB so a range of a PDF is read without the rest. An overwrite is a new row (a new id): a reader
-- still streaming the old one finds its chunks gone and fails, rather than mixing two versions.
CREATE TABLE "file_objects" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "key" text NOT NULL,
  "size_bytes" bigint NOT NULL,
  "sha256" text NOT NULL,
  "chunk_bytes" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "file_objects_key_key" UNIQUE ("key"),
  CONSTRAINT "file_objects_size_check" CHECK (size_bytes >= 0),
  CONSTRAINT "file_objects_chunk_check" CHECK (chunk_bytes > 0),
  CONSTRAINT "file_objects_sha256_check" CHECK (sha256 ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE TABLE "file_chunks" (
  "object_id" bigint NOT NULL REFERENCES "file_objects"("id") ON DELETE cascade,
  "index" integer NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "file_chunks_pkey" PRIMARY KEY ("object_id", "index"),
  CONSTRAINT "file_chunks_index_check" CHECK ("index" >= 0)
);--> statement-breakpoint
-- Photos and PDFs are already compressed: stored out of line without another (wasted) compression pass.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
