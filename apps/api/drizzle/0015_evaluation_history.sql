CREATE TYPE "public"."evaluation_outcome" AS ENUM('finished', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'assignment_evaluated';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'assignment_rejected';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'assignment_evaluation_reset';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'assignment_evaluators_set';--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "outcome" "evaluation_outcome" DEFAULT 'finished' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "withdrawn_by_id" uuid;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_withdrawn_by_id_users_id_fk" FOREIGN KEY ("withdrawn_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_withdrawn_by_idx" ON "evaluations" USING btree ("withdrawn_by_id") WHERE "evaluations"."withdrawn_by_id" is not null;