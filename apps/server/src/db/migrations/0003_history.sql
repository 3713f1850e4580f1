CREATE TABLE "captions_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"request" jsonb NOT NULL,
	"captions" jsonb NOT NULL,
	"source" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captions_history" ADD CONSTRAINT "captions_history_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captions_history_user_order_idx" ON "captions_history" USING btree ("user_id","pinned","created_at","id");