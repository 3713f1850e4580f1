CREATE TABLE "mastodon_apps" (
	"instance" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mastodon_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"instance" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"connection_id" text,
	"network" text NOT NULL,
	"campaign_id" text,
	"post_id" text,
	"parts" jsonb NOT NULL,
	"image" "bytea",
	"image_type" text,
	"alt_text" text,
	"at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"progress" jsonb DEFAULT '{"posted":[]}'::jsonb NOT NULL,
	"url" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publishing_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"handle" text NOT NULL,
	"service" text NOT NULL,
	"account_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mastodon_sign_ins" ADD CONSTRAINT "mastodon_sign_ins_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_connection_id_publishing_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."publishing_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_post_id_campaign_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connections" ADD CONSTRAINT "publishing_connections_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mastodon_apps_instance_idx" ON "mastodon_apps" USING btree ("instance","redirect_uri");--> statement-breakpoint
CREATE INDEX "publications_due_idx" ON "publications" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_post_once_idx" ON "publications" USING btree ("post_id") WHERE "publications"."state" in ('scheduled', 'publishing', 'published');--> statement-breakpoint
CREATE INDEX "publishing_connections_user_idx" ON "publishing_connections" USING btree ("user_id","created_at");