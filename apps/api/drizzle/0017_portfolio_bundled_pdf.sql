CREATE TYPE "public"."requested_download_kind" AS ENUM('personal_data', 'portfolio_pdf');--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD COLUMN "kind" "requested_download_kind" DEFAULT 'personal_data' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD COLUMN "education_id" uuid;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD COLUMN "module_id" uuid;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD COLUMN "done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_education_idx" ON "personal_data_exports" USING btree ("education_id") WHERE "personal_data_exports"."education_id" is not null;--> statement-breakpoint
CREATE INDEX "personal_data_exports_module_idx" ON "personal_data_exports" USING btree ("module_id") WHERE "personal_data_exports"."module_id" is not null;