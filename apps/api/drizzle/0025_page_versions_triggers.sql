-- Written by a script from one table of "row -> its assignments, forms or people" and the shown columns per table, in
-- the shape of 0023 (statement triggers with transition tables; on update, only rows whose shown columns changed where
-- a table has columns nobody shows). The counters (migration 0024) make the ETags of:
--   GET /api/assignment/{id}: assignment_versions (the assignment, its evaluators, evaluations, invitations,
--     messages, entries and their answers (values, options, files, linked assignments), and the shown columns of the
--     people they name (participant, evaluators, authors: names, e-mail, roles, active), of their files and of
--     valuations; a linked assignment's rename), with form_versions (the form's title, description, valuation and
--     grade, its evaluation options and their labels, attachments and their names, fields and options) and
--     education_versions (0023: the policy's facts, the module, container and evaluator options; below, the roles and
--     active flag of the education's staff, which the evaluator options show and filter on);
--   GET /api/users/{id}/schedule and /educator-schedule: schedule_versions per person (their registrations, workshop
--     choices, catch-up sessions, event staff links, the shown columns of those sessions, events and modules, and the
--     staff of their educations, who may read the agenda). The day is part of that tag (the agenda starts today).
-- Ids are raised in id order within a statement (insert ... on conflict), as education_versions_raise does.
CREATE FUNCTION "assignment_versions_raise"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "assignment_versions" ("assignment_id", "version")
  SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("assignment_id") DO UPDATE SET "version" = "assignment_versions"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "form_versions_raise"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "form_versions" ("form_id", "version")
  SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("form_id") DO UPDATE SET "version" = "form_versions"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_versions_raise"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "schedule_versions" ("user_id", "version")
  SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "schedule_versions"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "assignments_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."id" FROM "changed" x UNION ALL SELECT e."assignment_id" FROM "changed" x JOIN "entry_value_assignments" va ON va."assignment_id" = x."id" JOIN "entry_values" v ON v."id" = va."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignments_inserted_assignment_versions" AFTER INSERT ON "assignments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "assignments_deleted_assignment_versions" AFTER DELETE ON "assignments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "assignments_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."id" FROM "changed" x UNION ALL SELECT e."assignment_id" FROM "changed" x JOIN "entry_value_assignments" va ON va."assignment_id" = x."id" JOIN "entry_values" v ON v."id" = va."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"
    UNION ALL SELECT x."id" FROM "gone" x UNION ALL SELECT e."assignment_id" FROM "gone" x JOIN "entry_value_assignments" va ON va."assignment_id" = x."id" JOIN "entry_values" v ON v."id" = va."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignments_updated_assignment_versions" AFTER UPDATE ON "assignments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignments_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "assignment_evaluators_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignment_evaluators_inserted_assignment_versions" AFTER INSERT ON "assignment_evaluators" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_evaluators_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "assignment_evaluators_deleted_assignment_versions" AFTER DELETE ON "assignment_evaluators" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_evaluators_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "assignment_evaluators_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x
    UNION ALL SELECT x."assignment_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignment_evaluators_updated_assignment_versions" AFTER UPDATE ON "assignment_evaluators" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "assignment_evaluators_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "evaluations_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "evaluations_inserted_assignment_versions" AFTER INSERT ON "evaluations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluations_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "evaluations_deleted_assignment_versions" AFTER DELETE ON "evaluations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluations_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "evaluations_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x
    UNION ALL SELECT x."assignment_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "evaluations_updated_assignment_versions" AFTER UPDATE ON "evaluations" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluations_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "access_tokens_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_inserted_assignment_versions" AFTER INSERT ON "access_tokens" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "access_tokens_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "access_tokens_deleted_assignment_versions" AFTER DELETE ON "access_tokens" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "access_tokens_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "access_tokens_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x
    UNION ALL SELECT x."assignment_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_updated_assignment_versions" AFTER UPDATE ON "access_tokens" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "access_tokens_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "messages_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_inserted_assignment_versions" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "messages_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "messages_deleted_assignment_versions" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "messages_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "messages_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x
    UNION ALL SELECT x."assignment_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_updated_assignment_versions" AFTER UPDATE ON "messages" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "messages_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entries_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_inserted_assignment_versions" AFTER INSERT ON "entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "entries_deleted_assignment_versions" AFTER DELETE ON "entries" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "entries_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT x."assignment_id" FROM "changed" x
    UNION ALL SELECT x."assignment_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_updated_assignment_versions" AFTER UPDATE ON "entries" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entries_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entry_values_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entries" e ON e."id" = x."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_values_inserted_assignment_versions" AFTER INSERT ON "entry_values" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_values_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "entry_values_deleted_assignment_versions" AFTER DELETE ON "entry_values" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_values_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "entry_values_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entries" e ON e."id" = x."entry_id"
    UNION ALL SELECT e."assignment_id" FROM "gone" x JOIN "entries" e ON e."id" = x."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_values_updated_assignment_versions" AFTER UPDATE ON "entry_values" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_values_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entry_value_options_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_options_inserted_assignment_versions" AFTER INSERT ON "entry_value_options" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_options_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "entry_value_options_deleted_assignment_versions" AFTER DELETE ON "entry_value_options" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_options_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "entry_value_options_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"
    UNION ALL SELECT e."assignment_id" FROM "gone" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_options_updated_assignment_versions" AFTER UPDATE ON "entry_value_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_options_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entry_value_files_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_files_inserted_assignment_versions" AFTER INSERT ON "entry_value_files" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_files_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "entry_value_files_deleted_assignment_versions" AFTER DELETE ON "entry_value_files" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_files_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "entry_value_files_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"
    UNION ALL SELECT e."assignment_id" FROM "gone" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_files_updated_assignment_versions" AFTER UPDATE ON "entry_value_files" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_files_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "entry_value_assignments_assignment_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_assignments_inserted_assignment_versions" AFTER INSERT ON "entry_value_assignments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_assignments_assignment_versions"();--> statement-breakpoint
CREATE TRIGGER "entry_value_assignments_deleted_assignment_versions" AFTER DELETE ON "entry_value_assignments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_assignments_assignment_versions"();--> statement-breakpoint
CREATE FUNCTION "entry_value_assignments_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(SELECT e."assignment_id" FROM "changed" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"
    UNION ALL SELECT e."assignment_id" FROM "gone" x JOIN "entry_values" v ON v."id" = x."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entry_value_assignments_updated_assignment_versions" AFTER UPDATE ON "entry_value_assignments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "entry_value_assignments_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "users_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."first_name" IS DISTINCT FROM g."first_name" OR c."insertion" IS DISTINCT FROM g."insertion" OR c."last_name" IS DISTINCT FROM g."last_name" OR c."email" IS DISTINCT FROM g."email" OR c."roles" IS DISTINCT FROM g."roles" OR c."active" IS DISTINCT FROM g."active"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."first_name" IS DISTINCT FROM g."first_name" OR c."insertion" IS DISTINCT FROM g."insertion" OR c."last_name" IS DISTINCT FROM g."last_name" OR c."email" IS DISTINCT FROM g."email" OR c."roles" IS DISTINCT FROM g."roles" OR c."active" IS DISTINCT FROM g."active")
    SELECT a."id" FROM "after" x JOIN "assignments" a ON a."user_id" = x."id" UNION ALL SELECT ae."assignment_id" FROM "after" x JOIN "assignment_evaluators" ae ON ae."user_id" = x."id" UNION ALL SELECT e."assignment_id" FROM "after" x JOIN "entries" e ON e."created_by_id" = x."id" UNION ALL SELECT m."assignment_id" FROM "after" x JOIN "messages" m ON m."author_id" = x."id" UNION ALL SELECT v."assignment_id" FROM "after" x JOIN "evaluations" v ON v."evaluator_id" = x."id"
    UNION ALL SELECT a."id" FROM "before" x JOIN "assignments" a ON a."user_id" = x."id" UNION ALL SELECT ae."assignment_id" FROM "before" x JOIN "assignment_evaluators" ae ON ae."user_id" = x."id" UNION ALL SELECT e."assignment_id" FROM "before" x JOIN "entries" e ON e."created_by_id" = x."id" UNION ALL SELECT m."assignment_id" FROM "before" x JOIN "messages" m ON m."author_id" = x."id" UNION ALL SELECT v."assignment_id" FROM "before" x JOIN "evaluations" v ON v."evaluator_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_updated_assignment_versions" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "files_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type" OR c."size" IS DISTINCT FROM g."size"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type" OR c."size" IS DISTINCT FROM g."size")
    SELECT e."assignment_id" FROM "after" x JOIN "entry_value_files" vf ON vf."file_id" = x."id" JOIN "entry_values" v ON v."id" = vf."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"
    UNION ALL SELECT e."assignment_id" FROM "before" x JOIN "entry_value_files" vf ON vf."file_id" = x."id" JOIN "entry_values" v ON v."id" = vf."entry_value_id" JOIN "entries" e ON e."id" = v."entry_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_updated_assignment_versions" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "files_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "evaluation_options_assignment_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "assignment_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label")
    SELECT a."id" FROM "after" x JOIN "assignments" a ON a."valuation_option_id" = x."id"
    UNION ALL SELECT a."id" FROM "before" x JOIN "assignments" a ON a."valuation_option_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "evaluation_options_updated_assignment_versions" AFTER UPDATE ON "evaluation_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluation_options_assignment_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "forms_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."title" IS DISTINCT FROM g."title" OR c."description" IS DISTINCT FROM g."description" OR c."valuation" IS DISTINCT FROM g."valuation" OR c."grade" IS DISTINCT FROM g."grade"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."title" IS DISTINCT FROM g."title" OR c."description" IS DISTINCT FROM g."description" OR c."valuation" IS DISTINCT FROM g."valuation" OR c."grade" IS DISTINCT FROM g."grade")
    SELECT x."id" FROM "after" x
    UNION ALL SELECT x."id" FROM "before" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forms_updated_form_versions" AFTER UPDATE ON "forms" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "forms_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "form_evaluation_options_form_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_evaluation_options_inserted_form_versions" AFTER INSERT ON "form_evaluation_options" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_evaluation_options_form_versions"();--> statement-breakpoint
CREATE TRIGGER "form_evaluation_options_deleted_form_versions" AFTER DELETE ON "form_evaluation_options" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_evaluation_options_form_versions"();--> statement-breakpoint
CREATE FUNCTION "form_evaluation_options_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x
    UNION ALL SELECT x."form_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_evaluation_options_updated_form_versions" AFTER UPDATE ON "form_evaluation_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_evaluation_options_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "form_attachments_form_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_attachments_inserted_form_versions" AFTER INSERT ON "form_attachments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_attachments_form_versions"();--> statement-breakpoint
CREATE TRIGGER "form_attachments_deleted_form_versions" AFTER DELETE ON "form_attachments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_attachments_form_versions"();--> statement-breakpoint
CREATE FUNCTION "form_attachments_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x
    UNION ALL SELECT x."form_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_attachments_updated_form_versions" AFTER UPDATE ON "form_attachments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_attachments_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "form_fields_form_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_fields_inserted_form_versions" AFTER INSERT ON "form_fields" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_fields_form_versions"();--> statement-breakpoint
CREATE TRIGGER "form_fields_deleted_form_versions" AFTER DELETE ON "form_fields" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_fields_form_versions"();--> statement-breakpoint
CREATE FUNCTION "form_fields_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT x."form_id" FROM "changed" x
    UNION ALL SELECT x."form_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_fields_updated_form_versions" AFTER UPDATE ON "form_fields" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_fields_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "form_field_options_form_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT f."form_id" FROM "changed" x JOIN "form_fields" f ON f."id" = x."field_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_field_options_inserted_form_versions" AFTER INSERT ON "form_field_options" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_field_options_form_versions"();--> statement-breakpoint
CREATE TRIGGER "form_field_options_deleted_form_versions" AFTER DELETE ON "form_field_options" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_field_options_form_versions"();--> statement-breakpoint
CREATE FUNCTION "form_field_options_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(SELECT f."form_id" FROM "changed" x JOIN "form_fields" f ON f."id" = x."field_id"
    UNION ALL SELECT f."form_id" FROM "gone" x JOIN "form_fields" f ON f."id" = x."field_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_field_options_updated_form_versions" AFTER UPDATE ON "form_field_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "form_field_options_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "files_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."mime_type" IS DISTINCT FROM g."mime_type")
    SELECT fa."form_id" FROM "after" x JOIN "form_attachments" fa ON fa."file_id" = x."id"
    UNION ALL SELECT fa."form_id" FROM "before" x JOIN "form_attachments" fa ON fa."file_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_updated_form_versions" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "files_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "evaluation_options_form_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "form_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."label" IS DISTINCT FROM g."label")
    SELECT fo."form_id" FROM "after" x JOIN "form_evaluation_options" fo ON fo."option_id" = x."id"
    UNION ALL SELECT fo."form_id" FROM "before" x JOIN "form_evaluation_options" fo ON fo."option_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "evaluation_options_updated_form_versions" AFTER UPDATE ON "evaluation_options" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "evaluation_options_form_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "enrolments_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_inserted_schedule_versions" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "enrolments_deleted_schedule_versions" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "enrolments_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x
    UNION ALL SELECT x."user_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_updated_schedule_versions" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "workshop_registrations_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "workshop_registrations_inserted_schedule_versions" AFTER INSERT ON "workshop_registrations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "workshop_registrations_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "workshop_registrations_deleted_schedule_versions" AFTER DELETE ON "workshop_registrations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "workshop_registrations_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "workshop_registrations_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x
    UNION ALL SELECT x."user_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "workshop_registrations_updated_schedule_versions" AFTER UPDATE ON "workshop_registrations" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "workshop_registrations_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "event_staff_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_staff_inserted_schedule_versions" AFTER INSERT ON "event_staff" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_staff_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "event_staff_deleted_schedule_versions" AFTER DELETE ON "event_staff" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_staff_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "event_staff_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x
    UNION ALL SELECT x."user_id" FROM "gone" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_staff_updated_schedule_versions" AFTER UPDATE ON "event_staff" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_staff_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "presence_items_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT x."user_id" FROM "changed" x WHERE x."catching_up_session_id" IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "presence_items_inserted_schedule_versions" AFTER INSERT ON "presence_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "presence_items_deleted_schedule_versions" AFTER DELETE ON "presence_items" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "presence_items_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."user_id" IS DISTINCT FROM g."user_id" OR c."module_id" IS DISTINCT FROM g."module_id" OR c."catching_up_session_id" IS DISTINCT FROM g."catching_up_session_id"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."user_id" IS DISTINCT FROM g."user_id" OR c."module_id" IS DISTINCT FROM g."module_id" OR c."catching_up_session_id" IS DISTINCT FROM g."catching_up_session_id")
    SELECT x."user_id" FROM "after" x WHERE x."catching_up_session_id" IS NOT NULL
    UNION ALL SELECT x."user_id" FROM "before" x WHERE x."catching_up_session_id" IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "presence_items_updated_schedule_versions" AFTER UPDATE ON "presence_items" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "presence_items_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "event_sessions_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT n."user_id" FROM "changed" x JOIN "enrolments" n ON n."event_id" = x."event_id" UNION ALL SELECT es."user_id" FROM "changed" x JOIN "event_staff" es ON es."event_id" = x."event_id" UNION ALL SELECT p."user_id" FROM "changed" x JOIN "presence_items" p ON p."catching_up_session_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_inserted_schedule_versions" AFTER INSERT ON "event_sessions" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "event_sessions_deleted_schedule_versions" AFTER DELETE ON "event_sessions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "event_sessions_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."event_id" IS DISTINCT FROM g."event_id" OR c."title" IS DISTINCT FROM g."title" OR c."info" IS DISTINCT FROM g."info" OR c."date" IS DISTINCT FROM g."date" OR c."start_time" IS DISTINCT FROM g."start_time" OR c."end_time" IS DISTINCT FROM g."end_time" OR c."all_day" IS DISTINCT FROM g."all_day" OR c."location_description" IS DISTINCT FROM g."location_description" OR c."street" IS DISTINCT FROM g."street" OR c."number" IS DISTINCT FROM g."number" OR c."postal_code" IS DISTINCT FROM g."postal_code" OR c."city" IS DISTINCT FROM g."city" OR c."meeting_url" IS DISTINCT FROM g."meeting_url" OR c."meeting_id" IS DISTINCT FROM g."meeting_id" OR c."meeting_password" IS DISTINCT FROM g."meeting_password" OR c."workshop" IS DISTINCT FROM g."workshop"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."event_id" IS DISTINCT FROM g."event_id" OR c."title" IS DISTINCT FROM g."title" OR c."info" IS DISTINCT FROM g."info" OR c."date" IS DISTINCT FROM g."date" OR c."start_time" IS DISTINCT FROM g."start_time" OR c."end_time" IS DISTINCT FROM g."end_time" OR c."all_day" IS DISTINCT FROM g."all_day" OR c."location_description" IS DISTINCT FROM g."location_description" OR c."street" IS DISTINCT FROM g."street" OR c."number" IS DISTINCT FROM g."number" OR c."postal_code" IS DISTINCT FROM g."postal_code" OR c."city" IS DISTINCT FROM g."city" OR c."meeting_url" IS DISTINCT FROM g."meeting_url" OR c."meeting_id" IS DISTINCT FROM g."meeting_id" OR c."meeting_password" IS DISTINCT FROM g."meeting_password" OR c."workshop" IS DISTINCT FROM g."workshop")
    SELECT n."user_id" FROM "after" x JOIN "enrolments" n ON n."event_id" = x."event_id" UNION ALL SELECT es."user_id" FROM "after" x JOIN "event_staff" es ON es."event_id" = x."event_id" UNION ALL SELECT p."user_id" FROM "after" x JOIN "presence_items" p ON p."catching_up_session_id" = x."id"
    UNION ALL SELECT n."user_id" FROM "before" x JOIN "enrolments" n ON n."event_id" = x."event_id" UNION ALL SELECT es."user_id" FROM "before" x JOIN "event_staff" es ON es."event_id" = x."event_id" UNION ALL SELECT p."user_id" FROM "before" x JOIN "presence_items" p ON p."catching_up_session_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_updated_schedule_versions" AFTER UPDATE ON "event_sessions" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "events_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."afas_id" IS DISTINCT FROM g."afas_id" OR c."description" IS DISTINCT FROM g."description" OR c."moodle_course_id" IS DISTINCT FROM g."moodle_course_id"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."name" IS DISTINCT FROM g."name" OR c."afas_id" IS DISTINCT FROM g."afas_id" OR c."description" IS DISTINCT FROM g."description" OR c."moodle_course_id" IS DISTINCT FROM g."moodle_course_id")
    SELECT n."user_id" FROM "after" x JOIN "enrolments" n ON n."event_id" = x."id" UNION ALL SELECT es."user_id" FROM "after" x JOIN "event_staff" es ON es."event_id" = x."id" UNION ALL SELECT p."user_id" FROM "after" x JOIN "event_sessions" s ON s."event_id" = x."id" JOIN "presence_items" p ON p."catching_up_session_id" = s."id"
    UNION ALL SELECT n."user_id" FROM "before" x JOIN "enrolments" n ON n."event_id" = x."id" UNION ALL SELECT es."user_id" FROM "before" x JOIN "event_staff" es ON es."event_id" = x."id" UNION ALL SELECT p."user_id" FROM "before" x JOIN "event_sessions" s ON s."event_id" = x."id" JOIN "presence_items" p ON p."catching_up_session_id" = s."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_updated_schedule_versions" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "events_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "modules_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."published_name" IS DISTINCT FROM g."published_name"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."published_name" IS DISTINCT FROM g."published_name")
    SELECT n."user_id" FROM "after" x JOIN "enrolments" n ON n."module_id" = x."id" UNION ALL SELECT p."user_id" FROM "after" x JOIN "presence_items" p ON p."module_id" = x."id" WHERE p."catching_up_session_id" IS NOT NULL
    UNION ALL SELECT n."user_id" FROM "before" x JOIN "enrolments" n ON n."module_id" = x."id" UNION ALL SELECT p."user_id" FROM "before" x JOIN "presence_items" p ON p."module_id" = x."id" WHERE p."catching_up_session_id" IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "modules_updated_schedule_versions" AFTER UPDATE ON "modules" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "modules_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "education_staff_schedule_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT e."user_id" FROM "changed" x JOIN "educations" e ON e."id" = x."education_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "education_staff_inserted_schedule_versions" AFTER INSERT ON "education_staff" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_schedule_versions"();--> statement-breakpoint
CREATE TRIGGER "education_staff_deleted_schedule_versions" AFTER DELETE ON "education_staff" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_schedule_versions"();--> statement-breakpoint
CREATE FUNCTION "education_staff_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(SELECT e."user_id" FROM "changed" x JOIN "educations" e ON e."id" = x."education_id"
    UNION ALL SELECT e."user_id" FROM "gone" x JOIN "educations" e ON e."id" = x."education_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "education_staff_updated_schedule_versions" AFTER UPDATE ON "education_staff" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "education_staff_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "educations_schedule_versions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."user_id" IS DISTINCT FROM g."user_id"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."user_id" IS DISTINCT FROM g."user_id")
    SELECT x."user_id" FROM "after" x
    UNION ALL SELECT x."user_id" FROM "before" x));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "educations_updated_schedule_versions" AFTER UPDATE ON "educations" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "educations_schedule_versions_updated"();--> statement-breakpoint
CREATE FUNCTION "users_education_versions_staff_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "education_versions_raise"(array(WITH "after" AS (SELECT c.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."roles" IS DISTINCT FROM g."roles" OR c."active" IS DISTINCT FROM g."active"),
    "before" AS (SELECT g.* FROM "changed" c JOIN "gone" g ON g."id" = c."id" WHERE c."roles" IS DISTINCT FROM g."roles" OR c."active" IS DISTINCT FROM g."active")
    SELECT s."education_id" FROM "after" x JOIN "education_staff" s ON s."user_id" = x."id"
    UNION ALL SELECT s."education_id" FROM "before" x JOIN "education_staff" s ON s."user_id" = x."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_updated_education_versions_staff" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_education_versions_staff_updated"();
