CREATE TABLE "user_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"previous_user_id" uuid NOT NULL,
	"current_user_id" uuid NOT NULL,
	"previous_afas_id" text NOT NULL,
	"current_afas_id" text NOT NULL,
	"merged_by_id" uuid,
	"moved" jsonb NOT NULL,
	"kept" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_was_active" boolean NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "afas_id" text;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_previous_user_id_users_id_fk" FOREIGN KEY ("previous_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_current_user_id_users_id_fk" FOREIGN KEY ("current_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_merges_previous_user_idx" ON "user_merges" USING btree ("previous_user_id");--> statement-breakpoint
CREATE INDEX "user_merges_current_user_idx" ON "user_merges" USING btree ("current_user_id");--> statement-breakpoint
CREATE INDEX "user_merges_merged_by_idx" ON "user_merges" USING btree ("merged_by_id") WHERE "user_merges"."merged_by_id" is not null;--> statement-breakpoint
CREATE INDEX "user_merges_undone_by_idx" ON "user_merges" USING btree ("undone_by_id") WHERE "user_merges"."undone_by_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "periods_afas_id_key" ON "periods" USING btree ("afas_id");