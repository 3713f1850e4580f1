ALTER TABLE "captions_history" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "seq" bigserial NOT NULL;