ALTER TABLE "captions_history" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "captions_history" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "captions_history" ADD CONSTRAINT "captions_history_parent_id_captions_history_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."captions_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captions_history_parent_idx" ON "captions_history" USING btree ("parent_id");