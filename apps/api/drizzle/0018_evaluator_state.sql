DROP INDEX "assignment_evaluators_user_idx";--> statement-breakpoint
DROP INDEX "assignments_education_idx";--> statement-breakpoint
ALTER TABLE "assignment_evaluators" ADD COLUMN "state" "assignment_state" DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "assignment_evaluators_user_idx" ON "assignment_evaluators" USING btree ("user_id","state","assignment_id");--> statement-breakpoint
CREATE INDEX "assignments_education_idx" ON "assignments" USING btree ("education_id","state");--> statement-breakpoint
-- The evaluator rows follow their assignment's state: copied on insert, and on every change of the state. The
-- backfill comes first, while no new row can come in between (the migration runs in one transaction).
UPDATE "assignment_evaluators" ae SET "state" = a."state" FROM "assignments" a WHERE a."id" = ae."assignment_id" AND ae."state" <> a."state";--> statement-breakpoint
CREATE FUNCTION "assignment_evaluators_state_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."state" INTO NEW."state" FROM "assignments" a WHERE a."id" = NEW."assignment_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "assignment_evaluators_state_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "assignment_evaluators" SET "state" = NEW."state" WHERE "assignment_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignment_evaluators_state_insert" BEFORE INSERT ON "assignment_evaluators" FOR EACH ROW EXECUTE FUNCTION "assignment_evaluators_state_copy"();--> statement-breakpoint
CREATE TRIGGER "assignments_state_evaluators" AFTER UPDATE OF "state" ON "assignments" FOR EACH ROW WHEN (OLD."state" IS DISTINCT FROM NEW."state") EXECUTE FUNCTION "assignment_evaluators_state_follow"();
