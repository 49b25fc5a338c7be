ALTER TYPE "public"."audit_event_type" ADD VALUE 'contributor_access';--> statement-breakpoint
CREATE TABLE "contributor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"access_token_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributor_sessions" ADD CONSTRAINT "contributor_sessions_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_sessions_hash_key" ON "contributor_sessions" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "contributor_sessions_access_token_idx" ON "contributor_sessions" USING btree ("access_token_id");