CREATE TYPE "public"."session_pending_step" AS ENUM('code', 'setup');--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_step" "session_pending_step";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_last_step" bigint;