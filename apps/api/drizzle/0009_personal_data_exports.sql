CREATE TYPE "public"."personal_data_export_status" AS ENUM('pending', 'ready', 'failed', 'downloaded', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'RequestedDownloadReady';--> statement-breakpoint
CREATE TABLE "personal_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"status" "personal_data_export_status" DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_requester_idx" ON "personal_data_exports" USING btree ("requested_by_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_data_exports_user_idx" ON "personal_data_exports" USING btree ("user_id");