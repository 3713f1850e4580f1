ALTER TABLE "publications" ADD COLUMN "history_id" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "history_variant" integer;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_history_id_captions_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."captions_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_history_idx" ON "publications" USING btree ("history_id");