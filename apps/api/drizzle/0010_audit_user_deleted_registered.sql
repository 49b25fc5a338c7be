ALTER TYPE "public"."audit_event_type" ADD VALUE 'user_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'user_registered';