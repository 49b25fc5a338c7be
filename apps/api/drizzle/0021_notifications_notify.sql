-- The bell's stream (GET /api/notifications/stream) tells each open browser when its unread count changes. These
-- triggers announce, on the channel "portal_cache" and at commit, every user whose notifications changed:
--   "notifications:<uuid>"   a notification of that user was created, read (or unread) or deleted
-- whatever wrote it (notify() of any area, the machine call, marking read, a merge moving them, a user deleted), in
-- any process. One announcement per user and statement; PostgreSQL folds identical ones of a transaction into one.
CREATE FUNCTION "notifications_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'notifications:' || "user_id") FROM (SELECT DISTINCT "user_id" FROM "changed") AS "users";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notifications_moved_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'notifications:' || "user_id")
    FROM (SELECT "user_id" FROM "changed" UNION SELECT "user_id" FROM "gone") AS "users";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_inserted_notify" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "notifications_deleted_notify" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_changed_notify"();--> statement-breakpoint
-- An update may move notifications to another user (a merge of two accounts): both hear of it.
CREATE TRIGGER "notifications_updated_notify" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_moved_notify"();
