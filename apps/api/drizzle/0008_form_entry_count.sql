ALTER TABLE "forms" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The entry count of each form, kept by statement-level triggers with transition tables: a bulk insert (the scale
-- seed) updates each form once per statement, not once per row. Only entries of assignments count (not trial entries).
UPDATE "forms" SET "entry_count" = (SELECT count(*) FROM "entries" e WHERE e."form_id" = "forms"."id" AND e."assignment_id" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "forms_entry_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forms" f SET "entry_count" = f."entry_count" + n.c
  FROM (SELECT "form_id", count(*) AS c FROM new_entries WHERE "assignment_id" IS NOT NULL GROUP BY "form_id") n
  WHERE f."id" = n."form_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "forms_entry_count_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forms" f SET "entry_count" = f."entry_count" - o.c
  FROM (SELECT "form_id", count(*) AS c FROM old_entries WHERE "assignment_id" IS NOT NULL GROUP BY "form_id") o
  WHERE f."id" = o."form_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "forms_entry_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forms" f SET "entry_count" = f."entry_count" + d.c
  FROM (
    SELECT "form_id", sum(c) AS c FROM (
      SELECT "form_id", count(*) AS c FROM new_entries WHERE "assignment_id" IS NOT NULL GROUP BY "form_id"
      UNION ALL
      SELECT "form_id", -count(*) AS c FROM old_entries WHERE "assignment_id" IS NOT NULL GROUP BY "form_id"
    ) x GROUP BY "form_id"
  ) d
  WHERE f."id" = d."form_id" AND d.c <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_count_insert" AFTER INSERT ON "entries" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "forms_entry_count_add"();--> statement-breakpoint
CREATE TRIGGER "entries_count_delete" AFTER DELETE ON "entries" REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION "forms_entry_count_remove"();--> statement-breakpoint
CREATE TRIGGER "entries_count_update" AFTER UPDATE ON "entries" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "forms_entry_count_move"();
