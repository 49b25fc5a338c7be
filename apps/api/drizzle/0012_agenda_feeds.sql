CREATE TYPE "public"."calendar_feed_kind" AS ENUM('participant', 'educator');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid NOT NULL,
	"kind" "calendar_feed_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- The agenda feed's SEQUENCE / LAST-MODIFIED: a session that changes gets the next sequence number; a change of its
-- event's name, description or status does the same for all of the event's sessions (a change that sets the
-- sequence itself is not counted twice).
CREATE FUNCTION "event_sessions_bump_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sequence" = OLD."sequence" THEN
    NEW."sequence" := OLD."sequence" + 1;
  END IF;
  NEW."updated_at" := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_sequence" BEFORE UPDATE ON "event_sessions" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "event_sessions_bump_sequence"();--> statement-breakpoint
CREATE FUNCTION "events_bump_session_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_sessions" SET "sequence" = "sequence" + 1 WHERE "event_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_session_sequence" AFTER UPDATE ON "events" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "events_bump_session_sequence"();
