CREATE TABLE "shared_items" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image" "bytea",
	"image_type" text,
	"image_refused" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shared_items_expires_at_idx" ON "shared_items" USING btree ("expires_at");