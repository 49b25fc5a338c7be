-- Every writer that raises an assignment's counter takes the assignment's row first, then the counter (both in id
-- order). The assessment locks the assignment row and then writes its evaluator's entry, whose trigger raises the
-- counter; another evaluator's save had raised the counter first and then asked for the row: a deadlock on
-- PostgreSQL (two evaluators assessing at once). FOR NO KEY UPDATE does not block the foreign-key checks of rows
-- that point at the assignment.
CREATE OR REPLACE FUNCTION "assignment_versions_raise"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM "assignments" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  INSERT INTO "assignment_versions" ("assignment_id", "version")
  SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("assignment_id") DO UPDATE SET "version" = "assignment_versions"."version" + 1
$$;
