CREATE TABLE "campaign_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"slot" integer NOT NULL,
	"position" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"network" text NOT NULL,
	"angle" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"start_date" date NOT NULL,
	"days" integer NOT NULL,
	"posts_per_day" integer NOT NULL,
	"networks" jsonb NOT NULL,
	"language" text NOT NULL,
	"brand_id" text,
	"style" text NOT NULL,
	"length" text NOT NULL,
	"emojis" boolean NOT NULL,
	"hashtags" boolean NOT NULL,
	"timezone" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_posts_campaign_idx" ON "campaign_posts" USING btree ("campaign_id","slot","position");--> statement-breakpoint
CREATE INDEX "campaigns_user_order_idx" ON "campaigns" USING btree ("user_id","seq");