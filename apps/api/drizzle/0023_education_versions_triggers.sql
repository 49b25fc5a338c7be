-- Written by a script from one table of "row -> its educations" and the shown columns per table: the same shape
-- for each table (statement triggers with transition tables; on update, only rows whose shown columns changed).
-- The ETag of the education page's calls (GET /api/education/{id}, its module lists and periods) is made from
-- education_versions.version. These triggers raise it, at the end of every statement that changes what those calls
-- answer, for each education concerned, whichever process, job (the AFAS sync) or script wrote it:
--   the education, its staff, periods, own material and its files, modules, assignment containers, presence items,
--   registrations, assignments (and presence items naming one as their catching-up), an assignment's entries being
--   added, removed or handed in, the first answer of an entry and the removal of its last (the "deletable" flag),
--   and the shown columns of users (names, e-mail), files, valuations, event sessions and events.
-- Updates that change none of the shown columns (an autosave's revision, the sync's last_sync, lastSeenAt) raise
-- nothing. The education rows are taken in id order within a statement (insert ... on conflict), so two statements
-- raising several educations never wait on each other in opposite orders.
CREATE FUNCTION "education_versions_raise"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "education_versions" ("education_id", "version")
  SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("education_id") DO UPDATE SET "version" = "education_versions"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "educations_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "id" FROM "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "educations_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "id" FROM "changed" UNION ALL SELECT "id" FROM "gone"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "educations_inserted_education_versions" AFTER INSERT ON "educations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "educations_education_versions"();--> statement-breakpoint
CREATE TRIGGER "educations_deleted_education_versions" AFTER DELETE ON "educations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "educations_education_versions"();--> statement-breakpoint
CREATE TRIGGER "educations_updated_education_versions" AFTER UPDATE ON "educations" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "educations_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "education_staff_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "education_staff_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed" UNION ALL SELECT "education_id" FROM "gone"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "education_staff_inserted_education_versions" AFTER INSERT ON "education_staff" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_staff_deleted_education_versions" AFTER DELETE ON "education_staff" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_staff_updated_education_versions" AFTER UPDATE ON "education_staff" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "periods_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "periods_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed" UNION ALL SELECT "education_id" FROM "gone"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "periods_inserted_education_versions" AFTER INSERT ON "periods" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "periods_education_versions"();--> statement-breakpoint
CREATE TRIGGER "periods_deleted_education_versions" AFTER DELETE ON "periods" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "periods_education_versions"();--> statement-breakpoint
CREATE TRIGGER "periods_updated_education_versions" AFTER UPDATE ON "periods" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "periods_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "modules_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "modules_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed" UNION ALL SELECT "education_id" FROM "gone"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "modules_inserted_education_versions" AFTER INSERT ON "modules" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "modules_education_versions"();--> statement-breakpoint
CREATE TRIGGER "modules_deleted_education_versions" AFTER DELETE ON "modules" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "modules_education_versions"();--> statement-breakpoint
CREATE TRIGGER "modules_updated_education_versions" AFTER UPDATE ON "modules" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "modules_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "education_materials_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "education_materials_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT "education_id" FROM "changed" UNION ALL SELECT "education_id" FROM "gone"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "education_materials_inserted_education_versions" AFTER INSERT ON "education_materials" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_materials_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_materials_deleted_education_versions" AFTER DELETE ON "education_materials" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_materials_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_materials_updated_education_versions" AFTER UPDATE ON "education_materials" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_materials_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "education_material_files_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "education_materials" m ON m."id" = x."material_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "education_material_files_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "education_materials" m ON m."id" = x."material_id" UNION ALL SELECT m."education_id" FROM "gone" x JOIN "education_materials" m ON m."id" = x."material_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "education_material_files_inserted_education_versions" AFTER INSERT ON "education_material_files" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_material_files_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_material_files_deleted_education_versions" AFTER DELETE ON "education_material_files" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_material_files_education_versions"();--> statement-breakpoint
CREATE TRIGGER "education_material_files_updated_education_versions" AFTER UPDATE ON "education_material_files" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_material_files_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "assignment_containers_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "assignment_containers_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id" UNION ALL SELECT m."education_id" FROM "gone" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignment_containers_inserted_education_versions" AFTER INSERT ON "assignment_containers" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_containers_education_versions"();--> statement-breakpoint
CREATE TRIGGER "assignment_containers_deleted_education_versions" AFTER DELETE ON "assignment_containers" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_containers_education_versions"();--> statement-breakpoint
CREATE TRIGGER "assignment_containers_updated_education_versions" AFTER UPDATE ON "assignment_containers" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_containers_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "presence_items_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "presence_items_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id" UNION ALL SELECT m."education_id" FROM "gone" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "presence_items_inserted_education_versions" AFTER INSERT ON "presence_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_education_versions"();--> statement-breakpoint
CREATE TRIGGER "presence_items_deleted_education_versions" AFTER DELETE ON "presence_items" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_education_versions"();--> statement-breakpoint
CREATE TRIGGER "presence_items_updated_education_versions" AFTER UPDATE ON "presence_items" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "enrolments_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "enrolments_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT m."education_id" FROM "changed" x JOIN "modules" m ON m."id" = x."module_id" UNION ALL SELECT m."education_id" FROM "gone" x JOIN "modules" m ON m."id" = x."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_inserted_education_versions" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_education_versions"();--> statement-breakpoint
CREATE TRIGGER "enrolments_deleted_education_versions" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_education_versions"();--> statement-breakpoint
CREATE TRIGGER "enrolments_updated_education_versions" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "assignments_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT x."education_id" FROM "changed" x UNION ALL SELECT m."education_id" FROM "changed" x JOIN "presence_items" p ON p."catching_up_assignment_id" = x."id" JOIN "modules" m ON m."id" = p."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "assignments_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."module_id" IS DISTINCT FROM g."module_id" OR c."container_id" IS DISTINCT FROM g."container_id" OR c."name" IS DISTINCT FROM g."name" OR c."state" IS DISTINCT FROM g."state" OR c."draft" IS DISTINCT FROM g."draft" OR c."not_assigned" IS DISTINCT FROM g."not_assigned" OR c."assigned_level" IS DISTINCT FROM g."assigned_level" OR c."requested_level" IS DISTINCT FROM g."requested_level" OR c."valuation_option_id" IS DISTINCT FROM g."valuation_option_id" OR c."delivery_date" IS DISTINCT FROM g."delivery_date" OR c."created_at" IS DISTINCT FROM g."created_at" OR c."submitted_at" IS DISTINCT FROM g."submitted_at" OR c."education_id" IS DISTINCT FROM g."education_id"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."module_id" IS DISTINCT FROM g."module_id" OR c."container_id" IS DISTINCT FROM g."container_id" OR c."name" IS DISTINCT FROM g."name" OR c."state" IS DISTINCT FROM g."state" OR c."draft" IS DISTINCT FROM g."draft" OR c."not_assigned" IS DISTINCT FROM g."not_assigned" OR c."assigned_level" IS DISTINCT FROM g."assigned_level" OR c."requested_level" IS DISTINCT FROM g."requested_level" OR c."valuation_option_id" IS DISTINCT FROM g."valuation_option_id" OR c."delivery_date" IS DISTINCT FROM g."delivery_date" OR c."created_at" IS DISTINCT FROM g."created_at" OR c."submitted_at" IS DISTINCT FROM g."submitted_at" OR c."education_id" IS DISTINCT FROM g."education_id")
    SELECT x."education_id" FROM "after" x UNION ALL SELECT m."education_id" FROM "after" x JOIN "presence_items" p ON p."catching_up_assignment_id" = x."id" JOIN "modules" m ON m."id" = p."module_id"
    UNION ALL SELECT x."education_id" FROM "before" x UNION ALL SELECT m."education_id" FROM "before" x JOIN "presence_items" p ON p."catching_up_assignment_id" = x."id" JOIN "modules" m ON m."id" = p."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignments_inserted_education_versions" AFTER INSERT ON "assignments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_education_versions"();--> statement-breakpoint
CREATE TRIGGER "assignments_deleted_education_versions" AFTER DELETE ON "assignments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_education_versions"();--> statement-breakpoint
CREATE TRIGGER "assignments_updated_education_versions" AFTER UPDATE ON "assignments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entries_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(SELECT a."education_id" FROM "changed" x JOIN "assignments" a ON a."id" = x."assignment_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "entries_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."assignment_id" IS DISTINCT FROM g."assignment_id" OR c."status" IS DISTINCT FROM g."status"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."assignment_id" IS DISTINCT FROM g."assignment_id" OR c."status" IS DISTINCT FROM g."status")
    SELECT a."education_id" FROM "after" x JOIN "assignments" a ON a."id" = x."assignment_id"
    UNION ALL SELECT a."education_id" FROM "before" x JOIN "assignments" a ON a."id" = x."assignment_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_inserted_education_versions" AFTER INSERT ON "entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_education_versions"();--> statement-breakpoint
CREATE TRIGGER "entries_deleted_education_versions" AFTER DELETE ON "entries" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_education_versions"();--> statement-breakpoint
CREATE TRIGGER "entries_updated_education_versions" AFTER UPDATE ON "entries" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "users_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."first_name" IS DISTINCT FROM g."first_name" OR c."insertion" IS DISTINCT FROM g."insertion" OR c."last_name" IS DISTINCT FROM g."last_name" OR c."email" IS DISTINCT FROM g."email"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."first_name" IS DISTINCT FROM g."first_name" OR c."insertion" IS DISTINCT FROM g."insertion" OR c."last_name" IS DISTINCT FROM g."last_name" OR c."email" IS DISTINCT FROM g."email")
    SELECT e."id" FROM "after" x JOIN "educations" e ON e."user_id" = x."id" UNION ALL SELECT s."education_id" FROM "after" x JOIN "education_staff" s ON s."user_id" = x."id" UNION ALL SELECT p."education_id" FROM "after" x JOIN "periods" p ON p."practical_trainer_id" = x."id"
    UNION ALL SELECT e."id" FROM "before" x JOIN "educations" e ON e."user_id" = x."id" UNION ALL SELECT s."education_id" FROM "before" x JOIN "education_staff" s ON s."user_id" = x."id" UNION ALL SELECT p."education_id" FROM "before" x JOIN "periods" p ON p."practical_trainer_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_updated_education_versions" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "files_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type" OR c."size" IS DISTINCT FROM g."size"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type" OR c."size" IS DISTINCT FROM g."size")
    SELECT m."education_id" FROM "after" x JOIN "education_material_files" f ON f."file_id" = x."id" JOIN "education_materials" m ON m."id" = f."material_id"
    UNION ALL SELECT m."education_id" FROM "before" x JOIN "education_material_files" f ON f."file_id" = x."id" JOIN "education_materials" m ON m."id" = f."material_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_updated_education_versions" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "files_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "evaluation_options_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label")
    SELECT a."education_id" FROM "after" x JOIN "assignments" a ON a."valuation_option_id" = x."id"
    UNION ALL SELECT a."education_id" FROM "before" x JOIN "assignments" a ON a."valuation_option_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "evaluation_options_updated_education_versions" AFTER UPDATE ON "evaluation_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluation_options_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "event_sessions_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."title" IS DISTINCT FROM g."title" OR c."date" IS DISTINCT FROM g."date" OR c."start_time" IS DISTINCT FROM g."start_time" OR c."end_time" IS DISTINCT FROM g."end_time"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."title" IS DISTINCT FROM g."title" OR c."date" IS DISTINCT FROM g."date" OR c."start_time" IS DISTINCT FROM g."start_time" OR c."end_time" IS DISTINCT FROM g."end_time")
    SELECT m."education_id" FROM "after" x JOIN "presence_items" p ON p."session_id" = x."id" JOIN "modules" m ON m."id" = p."module_id" UNION ALL SELECT m."education_id" FROM "after" x JOIN "presence_items" p ON p."catching_up_session_id" = x."id" JOIN "modules" m ON m."id" = p."module_id"
    UNION ALL SELECT m."education_id" FROM "before" x JOIN "presence_items" p ON p."session_id" = x."id" JOIN "modules" m ON m."id" = p."module_id" UNION ALL SELECT m."education_id" FROM "before" x JOIN "presence_items" p ON p."catching_up_session_id" = x."id" JOIN "modules" m ON m."id" = p."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_updated_education_versions" AFTER UPDATE ON "event_sessions" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_education_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "events_education_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."start_date" IS DISTINCT FROM g."start_date" OR c."workshops" IS DISTINCT FROM g."workshops" OR c."workshops_editable_until" IS DISTINCT FROM g."workshops_editable_until" OR c."moodle_course_id" IS DISTINCT FROM g."moodle_course_id"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."start_date" IS DISTINCT FROM g."start_date" OR c."workshops" IS DISTINCT FROM g."workshops" OR c."workshops_editable_until" IS DISTINCT FROM g."workshops_editable_until" OR c."moodle_course_id" IS DISTINCT FROM g."moodle_course_id")
    SELECT m."education_id" FROM "after" x JOIN "enrolments" n ON n."event_id" = x."id" JOIN "modules" m ON m."id" = n."module_id"
    UNION ALL SELECT m."education_id" FROM "before" x JOIN "enrolments" n ON n."event_id" = x."id" JOIN "modules" m ON m."id" = n."module_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_updated_education_versions" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "events_education_versions_updated"();--> statement-breakpoint
-- An entry's answers matter to the lists only as "has any" (an assignment with answers can no longer be deleted):
-- an insert counts for the entries that had none before it (all their answers are new), a delete for those left
-- with none. Set-based, so the scale seed's inserts of many thousand answers stay one pass.
CREATE FUNCTION "entry_values_education_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "education_versions_raise"(array(
      SELECT a."education_id" FROM (SELECT "entry_id", count(*) AS "added" FROM "changed" GROUP BY "entry_id") x
        JOIN "entries" e ON e."id" = x."entry_id" JOIN "assignments" a ON a."id" = e."assignment_id"
       WHERE (SELECT count(*) FROM "entry_values" v WHERE v."entry_id" = x."entry_id") = x."added"));
  ELSE
    PERFORM "education_versions_raise"(array(
      SELECT a."education_id" FROM (SELECT DISTINCT "entry_id" FROM "changed") x
        JOIN "entries" e ON e."id" = x."entry_id" JOIN "assignments" a ON a."id" = e."assignment_id"
       WHERE NOT EXISTS (SELECT 1 FROM "entry_values" v WHERE v."entry_id" = x."entry_id")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_values_inserted_education_versions" AFTER INSERT ON "entry_values" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_values_education_versions"();--> statement-breakpoint
CREATE TRIGGER "entry_values_deleted_education_versions" AFTER DELETE ON "entry_values" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_values_education_versions"();
