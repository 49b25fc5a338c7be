ALTER TABLE "entries" ALTER COLUMN "assignment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "form_fields" ADD COLUMN "from_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_fields" ADD COLUMN "until_version" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "form_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "trial_role" "role";--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_assignment_or_trial" CHECK ("entries"."assignment_id" is not null or "entries"."trial_role" is not null);