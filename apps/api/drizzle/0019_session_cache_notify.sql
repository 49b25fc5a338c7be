-- Each API process keeps the sessions it has just looked up for a short while (plugins/session.service.ts). These
-- triggers tell every process, on the channel "portal_cache" and at commit, when such an entry stops being true:
--   "session:<id>"   a session was deleted (sign-out, rotation, ending all of a user's sessions, a purge) or changed
--   "user:<uuid>"    a user's roles, permissions or active flag changed, or the user was deleted
--   "sessions:*"     many sessions at once (a purge, TRUNCATE): every process forgets all of them
-- A rolled-back change notifies nobody; PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION "sessions_deleted_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "gone") > 100 THEN
    PERFORM pg_notify('portal_cache', 'sessions:*');
  ELSE
    PERFORM pg_notify('portal_cache', 'session:' || "id") FROM "gone";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "session_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'session:' || OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sessions_truncated_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'sessions:*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_access_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'user:' || OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "sessions_deleted_notify"();--> statement-breakpoint
-- `lastSeenAt` changes every minute of use and says nothing a cached entry relies on beyond its own short life.
CREATE TRIGGER "session_changed_notify" AFTER UPDATE OF "id", "user_id", "impersonator_id", "pending_step", "expires_at" ON "sessions" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."impersonator_id" IS DISTINCT FROM NEW."impersonator_id" OR OLD."pending_step" IS DISTINCT FROM NEW."pending_step" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at") EXECUTE FUNCTION "session_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncated_notify" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "sessions_truncated_notify"();--> statement-breakpoint
CREATE TRIGGER "user_access_changed_notify" AFTER UPDATE OF "id", "roles", "permissions", "active" ON "users" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."roles" IS DISTINCT FROM NEW."roles" OR OLD."permissions" IS DISTINCT FROM NEW."permissions" OR OLD."active" IS DISTINCT FROM NEW."active") EXECUTE FUNCTION "user_access_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "user_deleted_notify" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "user_access_changed_notify"();
